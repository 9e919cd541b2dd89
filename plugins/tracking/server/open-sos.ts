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
 */
export async function openSosUnlessOpen(trx: TrackingTransaction, sos: SosRequest): Promise<OpenedSos | null> {
  const open = await trx
    .selectFrom('tracking_sos')
    .select('id')
    .where('customer_id', '=', sos.customerId)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (open) return null;
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
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, customerId: sos.customerId, companyId: sos.companyId, raisedAt: sos.raisedAt };
}
