import {
  addEmployee as addEmployeeCall,
  deleteEmployee,
  getBuildingLocations,
  getBuildings,
  getEmployees,
  setBuildingLocation,
} from '../../core/contract/personnel';
import { SUCCESS_MESSAGES } from '../../core/messages';
import { bind, type EndpointBinding } from '../endpoints/endpoint-binding';
import { HttpError } from '../http-error';
import { readId } from '../legacy/form-input';
import type { ServerContext } from '../server-context';
import { addEmployee } from './add-employee';
import { companyBuildingLocations, setCompanyBuildingLocation } from './building-locations';
import { companyEmployees } from './employee-records';
import { companyBuildings } from './personnel-input';
import { serverMessage } from '../../core/server-messages';

/**
 * Personnel administration (spec part 1 §2 /Admin, §7; part 2 §7): the company's employees and projects, add and
 * delete, and the projects' locations (issue 21). The admin variants of editEmployee live beside
 * (admin-employee-edit.ts), dispatched by the account's call. Every call is of the caller's own company.
 */
export function personnelBindings(context: ServerContext): EndpointBinding[] {
  const { db, sessions } = context;
  return [
    bind(getEmployees, async ({ user, reply }) => companyEmployees(db, user.companyId, user.id, { reply })),

    bind(getBuildings, async ({ user, reply }) => companyBuildings(db, user.companyId, reply)),

    bind(getBuildingLocations, async ({ user, reply }) => companyBuildingLocations(db, user.companyId, reply)),

    bind(setBuildingLocation, async ({ input, user }) => setCompanyBuildingLocation(db, user.companyId, input)),

    bind(addEmployeeCall, async ({ input, user, request }) => addEmployee(context, user, input, request)),

    bind(deleteEmployee, async ({ input, user }) => {
      const id = readId(input, 'employee');
      if (id === user.id) throw new HttpError(400, serverMessage('notYourself'), 'employee');
      // Sessions, tokens, notifications, projects and the rest of the employee's rows go with it (ON DELETE CASCADE).
      const deleted = await db
        .deleteFrom('customers')
        .where('id', '=', id)
        .where('company_id', '=', user.companyId)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw new HttpError(404, serverMessage('employeeNotFound'), 'employee');
      sessions.forget(id);
      return { message: SUCCESS_MESSAGES.employeeDeleted };
    }),
  ];
}
