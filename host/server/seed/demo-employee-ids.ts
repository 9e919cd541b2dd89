import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';

/**
 * The ids of the demo company's employees, in creation order: whoever exists when a seed step runs (the demo
 * accounts, and the demo personnel once its step has added them). Empty without a demo company.
 */
export async function demoEmployeeIds<Tables = object>(db: Kysely<Database & Tables>): Promise<number[]> {
  // A plugin's handle also carries its own tables; this reads only the platform's.
  const platform = db as unknown as Kysely<Database>;
  const rows = await platform
    .selectFrom('customers')
    .innerJoin('companies', 'companies.id', 'customers.company_id')
    .select('customers.id')
    .where('companies.is_demo', '=', 1)
    .orderBy('customers.id')
    .execute();
  return rows.map((row) => row.id);
}
