import type { AuthenticatedUser } from '@vigil/server-sdk';
import { newDeviceSecret, secretHash } from './device-secret';
import type { SendingDevice } from './find-device';
import { WEB_DEVICE, type TrackingDatabase } from './tables';

/**
 * The signed-in person's browser as a device (tables.ts WEB_DEVICE), made at their first share: every stored
 * position names the device it came from. Two first shares at once may make two; either serves.
 */
export async function webDeviceOf(db: TrackingDatabase, user: AuthenticatedUser): Promise<SendingDevice> {
  const existing = await db
    .selectFrom('tracking_devices')
    .select('id')
    .where('customer_id', '=', user.id)
    .where('company_id', '=', user.companyId)
    .where('app', '=', WEB_DEVICE)
    .where('revoked_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  const row =
    existing ??
    (await db
      .insertInto('tracking_devices')
      .values({
        company_id: user.companyId,
        customer_id: user.id,
        app: WEB_DEVICE,
        label: 'Web browser',
        // Never told to anybody: no app can send as this device.
        secret_hash: secretHash(newDeviceSecret()),
        login: null,
        created_at: new Date().toISOString(),
        last_seen_at: null,
        revoked_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  return { id: row.id, companyId: user.companyId, customerId: user.id };
}
