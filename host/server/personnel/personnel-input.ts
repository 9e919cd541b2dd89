import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { isPermissionValue, PERMISSION_VALUES, type Building } from '../../core/contract/personnel';
import { LONG_LIST_MAX } from '../../core/endpoints';
import type { Database } from '../database/schema';
import { capList } from '../endpoints/cap-list';
import { HttpError } from '../http-error';
import { readIdList, readList } from '../legacy/form-input';
import type { LegacyInput } from '../legacy/legacy-input';
import { serverMessage } from '../../core/server-messages';

/** The company's projects ("buildings"), sorted by label: the newest LONG_LIST_MAX. */
export async function companyBuildings(db: Kysely<Database>, companyId: number, reply: FastifyReply): Promise<Building[]> {
  const newest = await db
    .selectFrom('buildings')
    .select(['id', 'label'])
    .where('company_id', '=', companyId)
    .orderBy('id', 'desc')
    .limit(LONG_LIST_MAX + 1)
    .execute();
  return capList(newest, LONG_LIST_MAX, reply).map((row) => ({ label: row.label, value: row.id })).sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

/** A permission list of known values only (spec part 1 §6), stored in the order of PERMISSION_VALUES. */
export function readPermissions(input: LegacyInput, field = 'permission'): string[] {
  const values = readList(input, field);
  const unknown = values.find((value) => !isPermissionValue(value));
  if (unknown !== undefined) throw new HttpError(400, serverMessage('unknownPermission', { value: unknown }), field);
  return PERMISSION_VALUES.filter((value) => values.includes(value));
}

/** No company assigns one employee to more projects than this. */
export const MAX_PROJECTS_PER_EMPLOYEE = 500;

/** Building ids that must all be projects of the company (another company's are as unknown as missing ones). */
export async function readBuildingIds(db: Kysely<Database>, companyId: number, input: LegacyInput, field = 'building'): Promise<number[]> {
  const ids = readIdList(input, field);
  if (ids.length === 0) return ids;
  // Bounded before the look-up: a statement binds only so many parameters.
  if (ids.length > MAX_PROJECTS_PER_EMPLOYEE) throw new HttpError(400, serverMessage('tooManyProjects'), field);
  const found = await db.selectFrom('buildings').select('id').where('company_id', '=', companyId).where('id', 'in', ids).execute();
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw new HttpError(400, serverMessage('unknownProject', { value: unknown }), field);
  return ids;
}

/** An optional country id (nationality) that must exist; '' or absent is none. */
export async function readCountryId(db: Kysely<Database>, input: LegacyInput, field = 'country'): Promise<number | null> {
  const [id, ...rest] = readIdList(input, field);
  if (id === undefined) return null;
  if (rest.length > 0) throw new HttpError(400, serverMessage('unknownCountryValue', { value: input[field] ?? '' }), field);
  const country = await db.selectFrom('countries').select('id').where('id', '=', id).executeTakeFirst();
  if (!country) throw new HttpError(400, serverMessage('unknownCountryValue', { value: id }), field);
  return id;
}

/** A flag sent as 1 or 0 (spec part 2 §7); 'true' and 'false' are taken too. */
export function readFlag(input: LegacyInput, field: string): boolean {
  const value = input[field]?.trim().toLowerCase();
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new HttpError(400, serverMessage('flagValue', { field }), field);
}

/** Replaces the customer's projects. `db` may be a transaction. */
export async function setBuildings(db: Kysely<Database>, customerId: number, buildingIds: readonly number[]): Promise<void> {
  await db.deleteFrom('customer_buildings').where('customer_id', '=', customerId).execute();
  if (buildingIds.length === 0) return;
  await db
    .insertInto('customer_buildings')
    .values(buildingIds.map((buildingId) => ({ customer_id: customerId, building_id: buildingId })))
    .execute();
}
