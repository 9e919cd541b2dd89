import type { QuizDatabase } from './tables';

/** The ids of `ids` that are employees of the company. */
export async function companyEmployees(db: QuizDatabase, companyId: number, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db.selectFrom('customers').select('id').where('company_id', '=', companyId).where('id', 'in', [...ids]).execute();
  return new Set(rows.map((row) => row.id));
}
