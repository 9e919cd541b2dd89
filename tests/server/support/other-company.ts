import { hashPassword } from '../../../host/server/auth/password-hash';
import type { TestServer } from '../../support/test-server';

export interface OtherCompany {
  companyId: number;
  adminId: number;
  /** A signed-in admin of that company. */
  adminToken: string;
  /** Adds an employee of that company (gpa unless told otherwise) and returns their id. */
  addEmployee(username: string, name: string, surname: string, permissions?: string[]): Promise<number>;
  /** Signs in one of that company's employees. */
  login(username: string): Promise<string>;
}

/**
 * A second company with an admin of its own, added under the API: what one company's admin does must never
 * show to, or touch, another company. It has the demo company's modules switched on unless `modules` names them.
 */
export async function addOtherCompany(server: TestServer, prefix = 'other', modules?: readonly string[]): Promise<OtherCompany> {
  const { db } = server.server;
  const now = new Date().toISOString();
  const company = await db
    .insertInto('companies')
    .values({ name: `${prefix} company`, logo: null, is_demo: 0, created_at: now, signup_code: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const moduleIds =
    modules ??
    (
      await db
        .selectFrom('company_modules')
        .innerJoin('companies', 'companies.id', 'company_modules.company_id')
        .select('company_modules.module_id')
        .where('companies.is_demo', '=', 1)
        .execute()
    ).map((row) => row.module_id);
  if (moduleIds.length > 0) {
    await db.insertInto('company_modules').values(moduleIds.map((moduleId) => ({ company_id: company.id, module_id: moduleId }))).execute();
  }
  const password = `${prefix}-Admin-1!`;
  const passwordHash = await hashPassword(password);
  const addEmployee = async (username: string, name: string, surname: string, permissions: string[] = ['gpa']): Promise<number> => {
    const row = await db
      .insertInto('customers')
      .values({
        company_id: company.id,
        username,
        email: `${username}@${prefix}.example`,
        password_hash: passwordHash,
        name,
        surname,
        phone: '+1 555 0199',
        image: null,
        permissions: JSON.stringify(permissions),
        privacy_checked_at: now,
        last_login_at: null,
        previous_login_at: null,
        created_at: now,
        nationality_id: null,
        employee_code: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const adminId = await addEmployee(`${prefix}-admin`, 'Otto', 'Other', ['admin']);
  const adminToken = await server.login(`${prefix}-admin`, password);
  return { companyId: company.id, adminId, adminToken, addEmployee, login: (username) => server.login(username, password) };
}
