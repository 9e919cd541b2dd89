import { HttpError, type EndpointHandler } from '@vigil/server-sdk';
import { isTrackingApp, type pairDevice } from '../contract';
import { APP_NAMES, trackingDevice } from './device-rows';
import { newDeviceSecret, newOwnTracksLogin, secretHash } from './device-secret';
import { deviceSetup } from './device-setup';
import { employeeOf } from './employee-of';
import { legacyApiBaseUrl } from './ingest-base-url';
import { WEB_DEVICE } from './tables';
import type { TrackingContext } from './tracking-context';

/** A person carries a phone or two and perhaps a vehicle tracker; more is a pairing forgotten, not a need. */
export const MAX_ACTIVE_DEVICES = 5;

/**
 * Pairs a device: a new secret, stored only as its hash and answered this once with the app's setup. The limit is
 * checked inside the transaction that adds the device.
 */
export function pairNewDevice(context: TrackingContext): EndpointHandler<typeof pairDevice> {
  const { db } = context;
  return async ({ input, user, request }) => {
    const app = input.app.trim();
    if (!isTrackingApp(app)) throw new HttpError(400, 'Unknown app: app', 'app');
    const employee = await employeeOf(db, user, input.employee);
    const secret = newDeviceSecret();
    const login = app === 'owntracks' ? newOwnTracksLogin() : null;
    const now = new Date().toISOString();
    const row = await db.transaction().execute(async (trx) => {
      const active = await trx
        .selectFrom('tracking_devices')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('customer_id', '=', employee.id)
        .where('app', '!=', WEB_DEVICE)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(active.count) >= MAX_ACTIVE_DEVICES) {
        throw new HttpError(409, `At most ${MAX_ACTIVE_DEVICES} devices per person: revoke one first`);
      }
      return trx
        .insertInto('tracking_devices')
        .values({
          company_id: employee.companyId,
          customer_id: employee.id,
          app,
          label: input.label?.trim() || APP_NAMES[app],
          secret_hash: secretHash(secret),
          login,
          created_at: now,
          last_seen_at: null,
          revoked_at: null,
        })
        .returning(['id', 'app', 'label', 'created_at', 'last_seen_at', 'revoked_at'])
        .executeTakeFirstOrThrow();
    });
    return {
      device: trackingDevice({ ...row, app }),
      setup: await deviceSetup(app, legacyApiBaseUrl(context.config, request), secret, login),
    };
  };
}
