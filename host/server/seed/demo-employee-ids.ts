import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';

/**
 * The ids of the demo company's employees, in creation order: whoever exists when a seed step runs (the demo
 * accounts, and the demo personnel once its step has added them). Empty without a demo company.
 */
export async function demoEmployeeIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('customers')
    .innerJoin('companies', 'companies.id', 'customers.company_id')
    .select('customers.id')
    .where('companies.is_demo', '=', 1)
    .orderBy('customers.id')
    .execute();
  return rows.map((row) => row.id);
}
