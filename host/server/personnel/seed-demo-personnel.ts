import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password-hash';
import type { Database } from '../database/schema';
import { demoEmail } from '../seed/demo-accounts';

/** The demo company's projects ("buildings"). Demo data, like the company. */
export const DEMO_PROJECTS: readonly string[] = ['Milan HQ', 'Lagos plant', 'Jakarta office'];

interface DemoPersonnel {
  /** ISO 3166 alpha-2 of the nationality. */
  nationality: string;
  projects: readonly string[];
  /** The platform code (id_employee). */
  code: string;
  tracking?: boolean;
  hidden?: boolean;
  politicalRiskVisible?: boolean;
}

/** Projects, nationality and platform code of the demo accounts (host/server/seed/demo-accounts.ts). */
export const DEMO_ACCOUNT_PERSONNEL: Readonly<Record<string, DemoPersonnel>> = {
  admin: { nationality: 'IT', projects: ['Milan HQ'], code: 'VDC-001' },
  analyst: { nationality: 'GB', projects: ['Milan HQ', 'Jakarta office'], code: 'VDC-002' },
  traveller: { nationality: 'US', projects: ['Lagos plant', 'Jakarta office'], code: 'VDC-003', tracking: true },
  visitor: { nationality: 'FR', projects: ['Milan HQ'], code: 'VDC-004' },
  newcomer: { nationality: 'DE', projects: ['Lagos plant'], code: 'VDC-005' },
};

export interface DemoEmployee extends DemoPersonnel {
  username: string;
  name: string;
  surname: string;
  /** Fictional numbers from the 555-01xx range. */
  phone: string;
  permissions: readonly string[];
}

/**
 * Fictional employees, so that the personnel list and the modules' demo content (their seed steps take the demo
 * company's people from demoEmployeeIds) have people. Nobody knows their passwords (a forgotten-password mail to
 * the outbox gives one); one is disabled.
 */
export const DEMO_EMPLOYEES: readonly DemoEmployee[] = [
  { username: 'marco.bianchi', name: 'Marco', surname: 'Bianchi', phone: '+1 555 0111', permissions: ['gpa', 'inf'], nationality: 'IT', projects: ['Milan HQ'], code: 'VDC-011' },
  { username: 'chioma.okafor', name: 'Chioma', surname: 'Okafor', phone: '+1 555 0112', permissions: ['gps', 'ops'], nationality: 'NG', projects: ['Lagos plant'], code: 'VDC-012', tracking: true },
  { username: 'budi.santoso', name: 'Budi', surname: 'Santoso', phone: '+1 555 0113', permissions: ['ops'], nationality: 'ID', projects: ['Jakarta office'], code: 'VDC-013', tracking: true },
  { username: 'sofia.lindqvist', name: 'Sofia', surname: 'Lindqvist', phone: '+1 555 0114', permissions: ['gpa', 'free'], nationality: 'SE', projects: ['Milan HQ', 'Jakarta office'], code: 'VDC-014', tracking: true },
  { username: 'kwame.mensah', name: 'Kwame', surname: 'Mensah', phone: '+1 555 0115', permissions: ['tra', 'gps'], nationality: 'GH', projects: ['Lagos plant'], code: 'VDC-015', hidden: true },
  { username: 'elena.garcia', name: 'Elena', surname: 'Garcia', phone: '+1 555 0116', permissions: ['free'], nationality: 'ES', projects: [], code: 'VDC-016', politicalRiskVisible: false },
];

/**
 * Seed step 'demo-personnel': the demo company's projects, the demo accounts' projects, nationality and code,
 * and the fictional employees. Tolerates a database without the demo company, and accounts renamed or removed.
 */
export async function seedDemoPersonnel(db: Kysely<Database>): Promise<void> {
  const company = await db.selectFrom('companies').select('id').where('is_demo', '=', 1).orderBy('id').executeTakeFirst();
  if (!company) return;
  const now = new Date().toISOString();
  const existingProjects = await db.selectFrom('buildings').select('label').where('company_id', '=', company.id).execute();
  const missing = DEMO_PROJECTS.filter((label) => !existingProjects.some((row) => row.label === label));
  if (missing.length > 0) {
    await db.insertInto('buildings').values(missing.map((label) => ({ company_id: company.id, label, created_at: now }))).execute();
  }
  const [projects, countries] = await Promise.all([
    db.selectFrom('buildings').select(['id', 'label']).where('company_id', '=', company.id).execute(),
    db.selectFrom('countries').select(['id', 'iso2']).execute(),
  ]);
  const projectId = new Map(projects.map((row) => [row.label, row.id]));
  const countryId = new Map(countries.map((row) => [row.iso2, row.id]));

  async function describe(customerId: number, personnel: DemoPersonnel): Promise<void> {
    await db
      .updateTable('customers')
      .set({
        nationality_id: countryId.get(personnel.nationality) ?? null,
        employee_code: personnel.code,
        tracking_enabled: personnel.tracking ? 1 : 0,
        hidden: personnel.hidden ? 1 : 0,
        political_risk_visible: personnel.politicalRiskVisible === false ? 0 : 1,
      })
      .where('id', '=', customerId)
      .execute();
    const buildingIds = personnel.projects.flatMap((label) => projectId.get(label) ?? []);
    if (buildingIds.length === 0) return;
    await db.deleteFrom('customer_buildings').where('customer_id', '=', customerId).execute();
    await db.insertInto('customer_buildings').values(buildingIds.map((id) => ({ customer_id: customerId, building_id: id }))).execute();
  }

  const accounts = await db
    .selectFrom('customers')
    .select(['id', 'username'])
    .where('company_id', '=', company.id)
    .execute();
  for (const account of accounts) {
    const personnel = DEMO_ACCOUNT_PERSONNEL[account.username];
    if (personnel && Object.hasOwn(DEMO_ACCOUNT_PERSONNEL, account.username)) await describe(account.id, personnel);
  }

  // Usernames and emails are unique across companies.
  const usernames = DEMO_EMPLOYEES.map((employee) => employee.username);
  const taken = await db
    .selectFrom('customers')
    .select(['username', 'email'])
    .where((eb) => eb.or([eb('username', 'in', usernames), eb('email', 'in', usernames.map(demoEmail))]))
    .execute();
  const takenNames = new Set(taken.flatMap((row) => [row.username, row.email]));
  const fresh = DEMO_EMPLOYEES.filter((employee) => !takenNames.has(employee.username) && !takenNames.has(demoEmail(employee.username)));
  if (fresh.length === 0) return;
  // One unknown password for all of them: one hash instead of six.
  const passwordHash = await hashPassword(randomBytes(32).toString('hex'));
  for (const employee of fresh) {
    const inserted = await db
      .insertInto('customers')
      .values({
        company_id: company.id,
        username: employee.username,
        email: demoEmail(employee.username),
        password_hash: passwordHash,
        name: employee.name,
        surname: employee.surname,
        phone: employee.phone,
        image: null,
        permissions: JSON.stringify(employee.permissions),
        // Their privacy acceptance is the company's demo data, like the rest of them.
        privacy_checked_at: now,
        last_login_at: null,
        nationality_id: null,
        employee_code: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await describe(inserted.id, employee);
  }
}
