import type { EndpointHandler } from '@vigil/server-sdk';
import type { raiseSos } from '../contract';
import { openSosUnlessOpen } from './open-sos';
import { mailSos } from './sos-mail';
import { bumpVersion, ensureTrackedPerson } from './tracked-person-row';
import type { TrackingContext } from './tracking-context';

/**
 * The web host's SOS button: opens an SOS for the signed-in person, paused or not, tracked or not. The browser's
 * position, when sent, is not stored: no device took it, and the person's latest fix stays what their devices
 * sent (the admins see it beside the SOS).
 */
export function raiseWebSos(context: TrackingContext): EndpointHandler<typeof raiseSos> {
  return async ({ user }) => {
    const now = new Date().toISOString();
    const opened = await context.db.transaction().execute(async (trx) => {
      await ensureTrackedPerson(trx, { companyId: user.companyId, customerId: user.id }, now);
      const sos = await openSosUnlessOpen(trx, {
        companyId: user.companyId,
        customerId: user.id,
        deviceId: null,
        positionId: null,
        origin: 'web',
        raisedAt: now,
        receivedAt: now,
      });
      if (sos) await bumpVersion(trx, user.id);
      return sos;
    });
    if (!opened) return { message: 'An SOS is already open' };
    context.announce([user.id], { sos: true });
    await mailSos(context, opened);
    return { message: 'SOS raised' };
  };
}
