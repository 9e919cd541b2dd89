import { HttpError, readId, type EndpointHandler } from '@vigil/server-sdk';
import type { revokeDevice } from '../contract';
import { isOperator } from './employee-of';
import { forgetDevice } from './find-device';
import { WEB_DEVICE } from './tables';
import type { TrackingContext } from './tracking-context';

/**
 * Revokes a device: the person's own, or, for an operator, one of their company's. What it sends from now on is
 * 404, at once. Another company's device, or one that does not exist, is 404 alike; revoking twice is harmless.
 */
export function revokePairedDevice(context: TrackingContext): EndpointHandler<typeof revokeDevice> {
  const { db } = context;
  return async ({ input, user }) => {
    const id = readId(input, 'device');
    const device = await db
      .selectFrom('tracking_devices')
      .select(['id', 'customer_id', 'revoked_at', 'secret_hash'])
      .where('id', '=', id)
      .where('company_id', '=', user.companyId)
      .where('app', '!=', WEB_DEVICE)
      .executeTakeFirst();
    if (!device || (device.customer_id !== user.id && !isOperator(user))) throw new HttpError(404, 'Device not found', 'device');
    if (device.revoked_at === null) {
      await db.updateTable('tracking_devices').set({ revoked_at: new Date().toISOString() }).where('id', '=', id).execute();
      // This process's ingest stops at once; another's lookup may trust its cache a few seconds more, but its
      // batch refuses a revoked device when writing (device-cache.ts).
      forgetDevice(db, device.secret_hash);
      context.announce([device.customer_id]);
    }
    return { message: 'Device revoked' };
  };
}
