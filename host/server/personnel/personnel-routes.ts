import { SUCCESS_MESSAGES } from '../../core/messages';
import {
  BUILDINGS_PERMISSIONS,
  PERSONNEL_ADMIN_PERMISSIONS,
  PERSONNEL_MESSAGES,
  PERSONNEL_PATHS,
  type AddEmployeeAnswer,
  type Building,
  type DeleteEmployeeAnswer,
  type PersonnelEmployee,
} from '../../core/personnel-contract';
import { AVATAR_BODY_LIMIT_BYTES } from '../account/avatar-image';
import { HttpError } from '../http-error';
import { ACCOUNT_ERRORS } from '../legacy/account-messages';
import { readId } from '../legacy/form-input';
import { registerLegacyRoute } from '../legacy/legacy-route';
import type { ServerContext } from '../server-context';
import { addEmployee } from './add-employee';
import { companyEmployees } from './employee-records';
import { companyBuildings } from './personnel-input';

/**
 * Personnel administration (spec part 1 §2 /Admin, §7; part 2 §7): the company's employees and projects, add and
 * delete. The admin variants of editEmployee live beside (admin-employee-edit.ts), dispatched by the account's
 * route. Every call is of the caller's own company.
 */
export function registerPersonnelRoutes(context: ServerContext): void {
  const { legacy, db, sessions } = context;

  registerLegacyRoute(legacy, {
    method: 'GET',
    path: PERSONNEL_PATHS.employees,
    permissions: PERSONNEL_ADMIN_PERMISSIONS,
    async handler({ user }): Promise<PersonnelEmployee[]> {
      return companyEmployees(db, user.companyId, user.id);
    },
  });

  registerLegacyRoute(legacy, {
    method: ['GET', 'POST'],
    path: PERSONNEL_PATHS.buildings,
    permissions: BUILDINGS_PERMISSIONS,
    async handler({ user }): Promise<Building[]> {
      return companyBuildings(db, user.companyId);
    },
  });

  registerLegacyRoute(legacy, {
    method: 'POST',
    path: PERSONNEL_PATHS.addEmployee,
    permissions: PERSONNEL_ADMIN_PERMISSIONS,
    bodyLimit: AVATAR_BODY_LIMIT_BYTES,
    async handler({ input, user, request }): Promise<AddEmployeeAnswer> {
      return addEmployee(context, user, input, request);
    },
  });

  registerLegacyRoute(legacy, {
    method: 'POST',
    path: PERSONNEL_PATHS.deleteEmployee,
    permissions: PERSONNEL_ADMIN_PERMISSIONS,
    async handler({ input, user }): Promise<DeleteEmployeeAnswer> {
      const id = readId(input, 'employee');
      if (id === user.id) throw new HttpError(400, PERSONNEL_MESSAGES.notYourself, 'employee');
      // Sessions, tokens, notifications, projects and the rest of the employee's rows go with it (ON DELETE CASCADE).
      const deleted = await db
        .deleteFrom('customers')
        .where('id', '=', id)
        .where('company_id', '=', user.companyId)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw new HttpError(404, ACCOUNT_ERRORS.employeeNotFound, 'employee');
      sessions.forget(id);
      return { message: SUCCESS_MESSAGES.employeeDeleted };
    },
  });
}
