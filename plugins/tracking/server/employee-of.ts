import { holdsAny } from '@vigil/core';
import { HttpError, readId, type AuthenticatedUser } from '@vigil/server-sdk';
import { TRACKING_OPERATOR_PERMISSIONS } from '../contract';
import type { TrackingDatabase } from './tables';

export interface Employee {
  id: number;
  companyId: number;
  /** The signed-in user themselves. */
  own: boolean;
}

/** Whether the user operates the GPS screens (admin or gps): the only ones who act on another person's tracking. */
export function isOperator(user: AuthenticatedUser): boolean {
  return holdsAny(user.permissions, TRACKING_OPERATOR_PERMISSIONS);
}

/**
 * The person a pairing call is about: blank or absent, the signed-in user; another employee only for an operator
 * (403 otherwise), and only one of the operator's own company (404 otherwise, as for an id that does not exist).
 */
export async function employeeOf(db: TrackingDatabase, user: AuthenticatedUser, employee: string | undefined): Promise<Employee> {
  if (!employee?.trim()) return { id: user.id, companyId: user.companyId, own: true };
  const id = readId({ employee }, 'employee');
  if (id === user.id) return { id, companyId: user.companyId, own: true };
  if (!isOperator(user)) throw new HttpError(403, "Only an admin or a gps operator may manage another person's devices");
  const found = await db.selectFrom('customers').select('id').where('id', '=', id).where('company_id', '=', user.companyId).executeTakeFirst();
  if (!found) throw new HttpError(404, 'Employee not found', 'employee');
  return { id, companyId: user.companyId, own: false };
}
