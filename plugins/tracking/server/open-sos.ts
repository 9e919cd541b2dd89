import type { TrackingTransaction } from './tracked-person-row';

export interface SosRequest {
  companyId: number;
  customerId: number;
  deviceId: number | null;
  positionId: number | null;
  origin: 'app' | 'web';
  /** When it was raised: the fix's time for an app's SOS (which may arrive hours late), else now. */
  raisedAt: string;
  receivedAt: string;
}

export interface OpenedSos {
  id: number;
  customerId: number;
  companyId: number;
  raisedAt: string;
}

/**
 * Opens an SOS unless the person already has one open: one SOS stays until an operator closes it with a note, and
 * a second press (or the app's resend) while it is open adds nothing. Never refused for its age: a phone back in
 * coverage after two hours still raises it. Returns the SOS it opened, null when one was open.
 *
 * "Already open" is the database's answer, not a read before the insert: two fixes with an alarm arriving at once
 * (two processes on PostgreSQL) would both read none open. The partial unique index of tracking-003 lets one
 * insert in and makes the other do nothing; on PostgreSQL the second waits for the first's commit to decide.
 */
export async function openSosUnlessOpen(trx: TrackingTransaction, sos: SosRequest): Promise<OpenedSos | null> {
  const row = await trx
    .insertInto('tracking_sos')
    .values({
      company_id: sos.companyId,
      customer_id: sos.customerId,
      device_id: sos.deviceId,
      position_id: sos.positionId,
      origin: sos.origin,
      raised_at: sos.raisedAt,
      received_at: sos.receivedAt,
      closed_at: null,
      closed_by: null,
      close_note: null,
    })
    // The conflict target names the partial index by its columns and predicate, as both databases require.
    .onConflict((conflict) => conflict.column('customer_id').where('closed_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, customerId: sos.customerId, companyId: sos.companyId, raisedAt: sos.raisedAt };
}
