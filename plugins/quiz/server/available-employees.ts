import { fullName } from '@vigil/core';
import type { EndpointHandler } from '@vigil/server-sdk';
import type { getListEmployeesAvailable } from '../contract';
import { byText } from './by-text';
import type { QuizDatabase } from './tables';

/** The admin's own company's employees, who can be excluded from a test, sorted by name. */
export function availableEmployees(db: QuizDatabase): EndpointHandler<typeof getListEmployeesAvailable> {
  return async ({ user }) => {
    const rows = await db.selectFrom('customers').select(['id', 'name', 'surname']).where('company_id', '=', user.companyId).execute();
    return rows
      .map((row) => ({ customer_id: row.id, customer_name: fullName(row) }))
      .sort((a, b) => byText(a.customer_name, b.customer_name) || a.customer_id - b.customer_id);
  };
}
