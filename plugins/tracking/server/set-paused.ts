import type { EndpointHandler } from '@vigil/server-sdk';
import type { setPaused } from '../contract';
import { bumpVersion, ensureTrackedPerson } from './tracked-person-row';
import type { TrackingContext } from './tracking-context';

/**
 * Pauses or resumes the signed-in person's tracking. Resuming restarts the clock of Unreachable: a person silent
 * through a pause is not unreachable the moment they resume.
 */
export function setTrackingPaused(context: TrackingContext): EndpointHandler<typeof setPaused> {
  return async ({ input, user }) => {
    const paused = input.paused === '1';
    const now = new Date().toISOString();
    await context.db.transaction().execute(async (trx) => {
      const person = { companyId: user.companyId, customerId: user.id };
      const before = await ensureTrackedPerson(trx, person, now);
      if (before.paused === paused) return;
      await trx
        .updateTable('tracking_people')
        .set(paused ? { paused: 1 } : { paused: 0, tracking_since: now })
        .where('customer_id', '=', user.id)
        .execute();
      await bumpVersion(trx, user.id);
    });
    context.announce([user.id]);
    return { message: paused ? 'Tracking paused' : 'Tracking resumed' };
  };
}
