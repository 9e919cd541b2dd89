import type { Generated, Kysely } from 'kysely';
import type { Database } from '@vigil/server-sdk';

export interface InsuranceClaimTable {
  id: Generated<number>;
  customer_id: number;
  insurance_name: string;
  insurance_phone: string;
  is_demo: Generated<number>;
  created_at: string;
}

/** The insurance-claim plugin's tables (migration 017). */
export interface InsuranceClaimTables {
  insurance_claims: InsuranceClaimTable;
}

/** The platform's tables and the plugin's, as its handler and seed step see them. */
export type InsuranceClaimDatabase = Kysely<Database & InsuranceClaimTables>;
