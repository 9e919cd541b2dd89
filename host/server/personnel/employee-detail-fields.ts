import type { Kysely, Selectable } from 'kysely';
import type { EmployeeDetail } from '../../core/api-contract';
import { permissionOption } from '../../core/contract/personnel';
import type { CustomerTable, Database } from '../database/schema';
import { buildingsOf, parseStoredPermissions } from './employee-records';

export type PersonnelDetailFields = Pick<
  EmployeeDetail,
  'nationality' | 'employee_id' | 'permission' | 'building' | 'isTrackingEnable' | 'politicalriskvisible' | 'hidden' | 'registration_date'
>;

/** What /customers/getEmployeeDetail adds for personnel administration (spec part 2 §3, Employee detail). */
export async function personnelDetailFields(db: Kysely<Database>, row: Selectable<CustomerTable>): Promise<PersonnelDetailFields> {
  const [nationality, buildings] = await Promise.all([
    row.nationality_id === null
      ? undefined
      : db.selectFrom('countries').select(['id', 'name']).where('id', '=', row.nationality_id).executeTakeFirst(),
    buildingsOf(db, [row.id]),
  ]);
  return {
    nationality: nationality ?? null,
    employee_id: row.employee_code,
    permission: parseStoredPermissions(row.permissions).map(permissionOption),
    building: buildings.get(row.id) ?? [],
    isTrackingEnable: row.tracking_enabled === 1,
    politicalriskvisible: row.political_risk_visible === 1,
    hidden: row.hidden === 1,
    registration_date: row.created_at,
  };
}
