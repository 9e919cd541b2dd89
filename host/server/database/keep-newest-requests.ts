import { sql, type Kysely } from 'kysely';

/**
 * The requests each account keeps on record in a table any user grows (help requests, print requests): the newest
 * this many. Each was mailed when it was made; the table only keeps the trace, and stays bounded (docs/security.md).
 */
export const REQUESTS_KEPT_PER_ACCOUNT = 100;

/**
 * Deletes the rows of `table` that match every column of `scope` beyond the newest `kept` of them (by `id`, which
 * grows with each row): a table any user grows stays bounded. Run it in the transaction that adds one.
 */
export async function keepNewestRows(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table with an id and the scope's columns
  db: Kysely<any>,
  table: string,
  scope: Readonly<Record<string, number>>,
  kept: number,
): Promise<void> {
  const matches = sql.join(
    Object.entries(scope).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
    sql` and `,
  );
  await sql`delete from ${sql.table(table)} where ${matches} and id not in (
    select id from ${sql.table(table)} where ${matches} order by id desc limit ${kept}
  )`.execute(db);
}

/** Deletes the customer's requests in `table` beyond the newest REQUESTS_KEPT_PER_ACCOUNT (keepNewestRows). */
export async function keepNewestRequests(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table with id and customer_id
  db: Kysely<any>,
  table: string,
  customerId: number,
): Promise<void> {
  await keepNewestRows(db, table, { customer_id: customerId }, REQUESTS_KEPT_PER_ACCOUNT);
}
