import { fullName, LONG_LIST_MAX } from '@vigil/core';
import { capList, type EndpointHandler } from '@vigil/server-sdk';
import type { getInsurances } from '../contract';
import type { InsuranceClaimDatabase } from './tables';

/**
 * The insurance claims of the admin's own company (spec part 1 §2 /InsuranceClaim, §7 /logs/get-insurances): the
 * newest LONG_LIST_MAX, oldest first, for the screen shows them reversed.
 */
export function companyClaims(db: InsuranceClaimDatabase): EndpointHandler<typeof getInsurances> {
  return async ({ user, reply }) => {
    const newest = await db
      .selectFrom('insurance_claims')
      .innerJoin('customers', 'customers.id', 'insurance_claims.customer_id')
      .select(['customers.name', 'customers.surname', 'insurance_claims.insurance_name', 'insurance_claims.insurance_phone', 'insurance_claims.created_at'])
      .where('customers.company_id', '=', user.companyId)
      .orderBy('insurance_claims.created_at', 'desc')
      .orderBy('insurance_claims.id', 'desc')
      .limit(LONG_LIST_MAX + 1)
      .execute();
    return capList(newest, LONG_LIST_MAX, reply)
      .reverse()
      .map((row) => ({
        name: fullName(row),
        insurance_name: row.insurance_name,
        insurance_phone: row.insurance_phone,
        created_at: row.created_at,
      }));
  };
}
