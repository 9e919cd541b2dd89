import { SUCCESS_MESSAGES } from '../../core/messages';
import { EMPLOYEE_FLAGS, type EmployeeFlag, type PersonnelEditAnswer } from '../../core/contract/personnel';
import type { SessionUser } from '../auth/session-user';
import type { CustomerTable } from '../database/schema';
import { HttpError } from '../http-error';
import { employeeTarget, isAdmin } from '../legacy/employee-target';
import { readForm } from '../legacy/form-input';
import type { LegacyInput } from '../legacy/legacy-input';
import type { ServerContext } from '../server-context';
import { companyEmployee } from './employee-records';
import { readBuildingIds, readFlag, readPermissions, setBuildings } from './personnel-input';
import { serverMessage } from '../../core/server-messages';

type EditContext = Pick<ServerContext, 'db' | 'sessions'>;

const FLAG_COLUMNS = {
  isTrackingEnable: 'tracking_enabled',
  hidden: 'hidden',
  politicalriskvisible: 'political_risk_visible',
} as const satisfies Record<EmployeeFlag, keyof CustomerTable>;

/** Whether an editEmployee call is one of the admin variants: the access lists, or flags. */
export function isAdminEmployeeEdit(input: LegacyInput): boolean {
  return input.permission !== undefined || input.building !== undefined || EMPLOYEE_FLAGS.some((flag) => input[flag] !== undefined);
}

/**
 * (a) Permission and project lists, saved together (spec part 2 §4, §5: permission required, known values only;
 * projects of the admin's company). An admin keeps their own admin permission: the company must not lose its
 * administration by a slip.
 */
async function editAccess(context: EditContext, user: SessionUser, target: { id: number; own: boolean }, input: LegacyInput): Promise<void> {
  readForm('employeeAccess', input);
  const permissions = readPermissions(input);
  const buildingIds = await readBuildingIds(context.db, user.companyId, input);
  if (target.own && !permissions.includes('admin')) throw new HttpError(400, serverMessage('ownAdmin'), 'permission');
  await context.db.transaction().execute(async (trx) => {
    await trx.updateTable('customers').set({ permissions: JSON.stringify(permissions) }).where('id', '=', target.id).execute();
    await setBuildings(trx, target.id, buildingIds);
  });
  // Sessions carry the permissions: the next call sees the new ones.
  context.sessions.forget(target.id);
}

/**
 * (b) Flags sent as 1 or 0, each on its own toggle (spec part 2 §4). Hidden means disabled: the employee's
 * sessions end at once and sign-in is refused. Nobody disables their own account.
 */
async function editFlags(context: EditContext, target: { id: number; own: boolean }, input: LegacyInput): Promise<void> {
  const changes: Partial<Record<(typeof FLAG_COLUMNS)[EmployeeFlag], number>> = {};
  for (const flag of EMPLOYEE_FLAGS) {
    if (input[flag] === undefined) continue;
    changes[FLAG_COLUMNS[flag]] = readFlag(input, flag) ? 1 : 0;
  }
  if (changes.hidden === 1 && target.own) throw new HttpError(400, serverMessage('notYourself'), 'hidden');
  await context.db.transaction().execute(async (trx) => {
    await trx.updateTable('customers').set(changes).where('id', '=', target.id).execute();
    if (changes.hidden === 1) await context.sessions.revokeAll(target.id, undefined, trx);
  });
  context.sessions.forget(target.id);
}

/** The admin variants of /customers/editEmployee; `customer` names the employee (default: oneself). */
export async function adminEmployeeEdit(context: EditContext, user: SessionUser, input: LegacyInput): Promise<PersonnelEditAnswer> {
  if (!isAdmin(user)) throw new HttpError(403, serverMessage('noPermission', { permissions: 'admin' }));
  const target = await employeeTarget(context.db, user, input, 'customer');
  if (input.permission !== undefined || input.building !== undefined) await editAccess(context, user, target, input);
  else await editFlags(context, target, input);
  return {
    message: SUCCESS_MESSAGES.editSuccessful,
    employee: await companyEmployee(context.db, user.companyId, user.id, target.id),
  };
}
