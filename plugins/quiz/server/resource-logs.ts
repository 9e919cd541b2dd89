import { fullName, LONG_LIST_MAX } from '@vigil/core';
import { capList, type EndpointHandler } from '@vigil/server-sdk';
import type { getResourceLogs } from '../contract';
import type { QuizDatabase } from './tables';

/**
 * The e-learning resources the admin's company's employees viewed, the newest LONG_LIST_MAX, newest first. Served by the quiz plugin for
 * now, beside its table; the e-learning module, which writes the logs, is to take it over.
 */
export function resourceLogs(db: QuizDatabase): EndpointHandler<typeof getResourceLogs> {
  return async ({ user, reply }) => {
    const rows = await db
      .selectFrom('resource_logs')
      .innerJoin('customers', 'customers.id', 'resource_logs.customer_id')
      .innerJoin('companies', 'companies.id', 'customers.company_id')
      .leftJoin('countries', 'countries.id', 'resource_logs.country_id')
      .select([
        'customers.name',
        'customers.surname',
        'companies.name as company_name',
        'resource_logs.type',
        'resource_logs.target',
        'countries.name as country_name',
        'countries.iso2 as country_code',
        'resource_logs.created_at',
      ])
      .where('customers.company_id', '=', user.companyId)
      .orderBy('resource_logs.created_at', 'desc')
      .orderBy('resource_logs.id', 'desc')
      .limit(LONG_LIST_MAX + 1)
      .execute();
    return capList(rows, LONG_LIST_MAX, reply).map((row) => ({
      user_name: fullName(row),
      company_name: row.company_name,
      type: row.type,
      target: row.target,
      country_name: row.country_name,
      country_code: row.country_code,
      created_at: row.created_at,
    }));
  };
}
