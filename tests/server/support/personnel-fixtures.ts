import { getEmployees, type PersonnelEmployee } from '../../../host/core/contract/personnel';
import type { TestServer } from '../../support/test-server';
import { credentials, legacyGet } from './legacy-request';

/** The customer id of a username. */
export async function idOf(server: TestServer, username: string): Promise<number> {
  const row = await server.server.db.selectFrom('customers').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

/** The demo company's project ids by label. */
export async function projectIds(server: TestServer): Promise<Record<string, number>> {
  const rows = await server.server.db
    .selectFrom('buildings')
    .innerJoin('companies', 'companies.id', 'buildings.company_id')
    .select(['buildings.id', 'buildings.label'])
    .where('companies.is_demo', '=', 1)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.label, row.id]));
}

/** Another company with one project and one employee: what an admin must never reach. */
export async function otherCompany(server: TestServer): Promise<{ buildingId: number; employeeId: number }> {
  const { db } = server.server;
  const now = new Date().toISOString();
  const company = await db.insertInto('companies').values({ name: 'Other Co.', logo: null, is_demo: 0, created_at: now, signup_code: null }).returning('id').executeTakeFirstOrThrow();
  const building = await db.insertInto('buildings').values({ company_id: company.id, label: 'Other site', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const employee = await db
    .insertInto('customers')
    .values({
      company_id: company.id, username: `other-${company.id}`, email: `other-${company.id}@other.example`, password_hash: 'x', name: 'Otto',
      surname: 'Other', phone: '', image: null, permissions: '["gpa"]', privacy_checked_at: null, last_login_at: null, created_at: now,
      nationality_id: null, employee_code: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { buildingId: building.id, employeeId: employee.id };
}

export async function employeesSeenBy(server: TestServer, token: string): Promise<PersonnelEmployee[]> {
  const response = await legacyGet(server, getEmployees.path, credentials(server, token));
  if (response.statusCode !== 200) throw new Error(`getEmployees answered ${response.statusCode} ${response.body}`);
  return response.json<PersonnelEmployee[]>();
}
