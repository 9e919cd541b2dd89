import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { PERMISSION_VALUES, type Building, type PersonnelEmployee } from '../../core/contract/personnel';
import { EMPLOYEE_LIST_MAX } from '../../core/endpoints';
import { parseStringList } from '../../core/parse-string-list';
import { capList } from '../endpoints/cap-list';
import type { Database } from '../database/schema';
import { cacheBusted } from '../legacy/customer-session';

/**
 * The username of an invited employee until they choose one when confirming the registration. It has a space, and
 * no chosen username can (every form's username rule is noSpace), so it never collides with one nor signs in.
 */
export function placeholderUsername(): string {
  return `invited ${randomBytes(12).toString('hex')}`;
}

export function isPlaceholderUsername(username: string): boolean {
  return username.startsWith('invited ');
}

/** Stored permissions (a JSON list) in the order of PERMISSION_VALUES, unknown ones after them. */
export function parseStoredPermissions(json: string): string[] {
  const list = parseStringList(json);
  const rank = (permission: string): number => {
    const index = (PERMISSION_VALUES as readonly string[]).indexOf(permission);
    return index === -1 ? PERMISSION_VALUES.length : index;
  };
  return [...new Set(list)].sort((a, b) => rank(a) - rank(b));
}

/** The projects of each of the customers, by customer id, sorted by label. */
export async function buildingsOf(db: Kysely<Database>, customerIds: readonly number[]): Promise<Map<number, Building[]>> {
  const byCustomer = new Map<number, Building[]>();
  if (customerIds.length === 0) return byCustomer;
  const rows = await db
    .selectFrom('customer_buildings')
    .innerJoin('buildings', 'buildings.id', 'customer_buildings.building_id')
    .select(['customer_buildings.customer_id', 'buildings.id', 'buildings.label'])
    .where('customer_buildings.customer_id', 'in', customerIds)
    .execute();
  for (const row of rows) {
    const list = byCustomer.get(row.customer_id) ?? [];
    list.push({ label: row.label, value: row.id });
    byCustomer.set(row.customer_id, list);
  }
  for (const list of byCustomer.values()) list.sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return byCustomer;
}

/**
 * The company's employees as the personnel list shows them (spec part 2 §3), sorted by surname and name: the
 * newest EMPLOYEE_LIST_MAX (capList tells the answer when there were more), or `only` the one employee (the answer
 * of an edit). `viewerId` marks the admin's own row.
 */
export async function companyEmployees(
  db: Kysely<Database>,
  companyId: number,
  viewerId: number,
  selection: { only: number } | { reply: FastifyReply },
): Promise<PersonnelEmployee[]> {
  const query = db
    .selectFrom('customers')
    .leftJoin('countries', 'countries.id', 'customers.nationality_id')
    .select([
      'customers.id',
      'customers.name',
      'customers.surname',
      'customers.email',
      'customers.username',
      'customers.image',
      'customers.permissions',
      'customers.tracking_enabled',
      'customers.hidden',
      'customers.political_risk_visible',
      'customers.language',
      'customers.last_login_at',
      'customers.is_confirmed',
      'countries.name as country_name',
      'countries.iso2 as country_code',
    ])
    .where('customers.company_id', '=', companyId);
  const rows =
    'only' in selection
      ? await query.where('customers.id', '=', selection.only).execute()
      : capList(await query.orderBy('customers.id', 'desc').limit(EMPLOYEE_LIST_MAX + 1).execute(), EMPLOYEE_LIST_MAX, selection.reply);
  const buildings = await buildingsOf(db, rows.map((row) => row.id));
  // Sorted here, not in SQL: SQLite and PostgreSQL collate names differently.
  rows.sort((a, b) => a.surname.localeCompare(b.surname, 'en') || a.name.localeCompare(b.name, 'en') || a.id - b.id);
  return rows.map(
    (row): PersonnelEmployee => ({
      id: row.id,
      name: row.name,
      surname: row.surname,
      email: row.email,
      username: isPlaceholderUsername(row.username) ? '' : row.username,
      media: cacheBusted(row.image),
      permission: parseStoredPermissions(row.permissions),
      building: buildings.get(row.id) ?? [],
      isTrackingEnable: row.tracking_enabled === 1,
      hidden: row.hidden === 1,
      politicalriskvisible: row.political_risk_visible === 1,
      language: row.language === 'it' ? 'it' : 'en',
      countryName: row.country_name,
      countryCode: row.country_code,
      last_login: row.last_login_at,
      areYou: row.id === viewerId,
      registered: row.is_confirmed === 1,
    }),
  );
}

/** One employee of the company as the list shows it; throws when it is gone (callers checked it exists). */
export async function companyEmployee(db: Kysely<Database>, companyId: number, viewerId: number, id: number): Promise<PersonnelEmployee> {
  const [employee] = await companyEmployees(db, companyId, viewerId, { only: id });
  if (!employee) throw new Error(`Employee ${id} of company ${companyId} not found`);
  return employee;
}
