import { holdsAny, parseStringList } from '@vigil/core';
import type { TrackingDatabase } from './tables';

export interface CompanyAdmin {
  id: number;
  email: string;
  language: string;
}

/** The company's enabled admins (permission 'admin', stored in the JSON list of customers.permissions). */
export async function companyAdmins(db: TrackingDatabase, companyId: number): Promise<CompanyAdmin[]> {
  const rows = await db
    .selectFrom('customers')
    .select(['id', 'email', 'language', 'permissions'])
    .where('company_id', '=', companyId)
    .where('hidden', '=', 0)
    .orderBy('id')
    .execute();
  return rows
    .filter((row) => holdsAny(parseStringList(row.permissions), ['admin']))
    .map(({ id, email, language }) => ({ id, email, language }));
}
