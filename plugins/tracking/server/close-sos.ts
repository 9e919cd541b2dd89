import { HttpError, readId, type EndpointHandler } from '@vigil/server-sdk';
import type { closeSos } from '../contract';
import { bumpVersion } from './tracked-person-row';
import type { TrackingContext } from './tracking-context';

/** An operator closes an open SOS of their company with a note: who closed it, when and why stay with it. */
export function closeOpenSos(context: TrackingContext): EndpointHandler<typeof closeSos> {
  return async ({ input, user }) => {
    const id = readId(input, 'sos');
    const note = input.note.trim();
    const customerId = await context.db.transaction().execute(async (trx) => {
      const sos = await trx
        .selectFrom('tracking_sos')
        .select(['customer_id', 'closed_at'])
        .where('id', '=', id)
        .where('company_id', '=', user.companyId)
        .executeTakeFirst();
      if (!sos) throw new HttpError(404, 'SOS not found', 'sos');
      const closed = await trx
        .updateTable('tracking_sos')
        .set({ closed_at: new Date().toISOString(), closed_by: user.id, close_note: note })
        .where('id', '=', id)
        .where('closed_at', 'is', null)
        .executeTakeFirst();
      // Checked by the update itself: two operators closing at once, the second is told it was closed.
      if (sos.closed_at !== null || closed.numUpdatedRows === 0n) throw new HttpError(409, 'This SOS is already closed', 'sos');
      await bumpVersion(trx, sos.customer_id);
      return sos.customer_id;
    });
    context.announce([customerId], { sos: true });
    return { message: 'SOS closed' };
  };
}
