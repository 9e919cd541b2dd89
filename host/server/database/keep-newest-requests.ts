import { sql, type Kysely } from 'kysely';

/**
 * The requests each account keeps on record in a table any user grows (help requests, print requests): the newest
 * this many. Each was mailed when it was made; the table only keeps the trace, and stays bounded (docs/security.md).
 */
export const REQUESTS_KEPT_PER_ACCOUNT = 100;

/**
 * Deletes the customer's requests in `table` beyond the newest REQUESTS_KEPT_PER_ACCOUNT. Run it in the transaction
 * that adds one. The table has an `id` that grows with each row and a `customer_id`.
 */
export async function keepNewestRequests(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table with id and customer_id
  db: Kysely<any>,
  table: string,
  customerId: number,
): Promise<void> {
  await sql`delete from ${sql.table(table)} where customer_id = ${customerId} and id not in (
    select id from ${sql.table(table)} where customer_id = ${customerId} order by id desc limit ${REQUESTS_KEPT_PER_ACCOUNT}
  )`.execute(db);
}
