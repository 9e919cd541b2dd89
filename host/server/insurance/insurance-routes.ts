import { INSURANCE_PATHS, INSURANCE_PERMISSIONS, type InsuranceClaimRow } from '../../core/insurance-contract';
import { registerLegacyRoute } from '../legacy/legacy-route';
import type { ServerContext } from '../server-context';
import { fullName } from '../../core/full-name';

/**
 * The insurance claims of the admin's own company (spec part 1 §2 /InsuranceClaim, §7 /logs/get-insurances),
 * oldest first: the screen shows them reversed.
 */
export function registerInsuranceRoutes(context: ServerContext): void {
  const { legacy, db } = context;

  registerLegacyRoute(legacy, {
    method: 'GET',
    path: INSURANCE_PATHS.claims,
    permissions: INSURANCE_PERMISSIONS,
    async handler({ user }): Promise<InsuranceClaimRow[]> {
      const rows = await db
        .selectFrom('insurance_claims')
        .innerJoin('customers', 'customers.id', 'insurance_claims.customer_id')
        .select(['customers.name', 'customers.surname', 'insurance_claims.insurance_name', 'insurance_claims.insurance_phone', 'insurance_claims.created_at'])
        .where('customers.company_id', '=', user.companyId)
        .orderBy('insurance_claims.created_at', 'asc')
        .orderBy('insurance_claims.id', 'asc')
        .execute();
      return rows.map((row) => ({
        name: fullName(row),
        insurance_name: row.insurance_name,
        insurance_phone: row.insurance_phone,
        created_at: row.created_at,
      }));
    },
  });
}
