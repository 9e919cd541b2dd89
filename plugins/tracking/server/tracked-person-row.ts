import type { Transaction } from 'kysely';
import type { Database } from '@vigil/server-sdk';
import type { TrackingTables } from './tables';

export type TrackingTransaction = Transaction<Database & TrackingTables>;

/**
 * The person's state row, made on their first fix, pause or SOS: tracking counts (for Unreachable) from then.
 * Returns whether they have paused.
 */
export async function ensureTrackedPerson(
  trx: TrackingTransaction,
  person: { companyId: number; customerId: number },
  now: string,
): Promise<{ paused: boolean }> {
  await trx
    .insertInto('tracking_people')
    .values({ customer_id: person.customerId, company_id: person.companyId, paused: 0, tracking_since: now, in_fence: 0, version: 0 })
    .onConflict((conflict) => conflict.column('customer_id').doNothing())
    .execute();
  const row = await trx.selectFrom('tracking_people').select('paused').where('customer_id', '=', person.customerId).executeTakeFirstOrThrow();
  return { paused: row.paused === 1 };
}

/** Marks the person changed, for live viewers and their catch-up. */
export async function bumpVersion(trx: TrackingTransaction, customerId: number): Promise<void> {
  await trx
    .updateTable('tracking_people')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('customer_id', '=', customerId)
    .execute();
}
