import { EMPLOYEE_LIST_MAX, fullName } from '@vigil/core';
import { capList, type EndpointHandler } from '@vigil/server-sdk';
import type { getListEmployeesAvailable } from '../contract';
import { byText } from './by-text';
import type { QuizDatabase } from './tables';

/** The admin's own company's employees, who can be excluded from a test, sorted by name: the newest EMPLOYEE_LIST_MAX. */
export function availableEmployees(db: QuizDatabase): EndpointHandler<typeof getListEmployeesAvailable> {
  return async ({ user, reply }) => {
    const newest = await db
      .selectFrom('customers')
      .select(['id', 'name', 'surname'])
      .where('company_id', '=', user.companyId)
      .orderBy('id', 'desc')
      .limit(EMPLOYEE_LIST_MAX + 1)
      .execute();
    return capList(newest, EMPLOYEE_LIST_MAX, reply)
      .map((row) => ({ customer_id: row.id, customer_name: fullName(row) }))
      .sort((a, b) => byText(a.customer_name, b.customer_name) || a.customer_id - b.customer_id);
  };
}
