import type { Generated, Kysely } from 'kysely';
import type { Database } from '@vigil/server-sdk';
import type { RequestSource } from '../contract';

export interface SrmtRequestTable {
  id: Generated<number>;
  company_id: number;
  customer_id: number;
  source: RequestSource;
  /** The country's name, as the request names it. */
  country: string;
  /** The request's other fields as sent (JSON of the checked payload, without source and country). */
  details: string;
  /** 'sent' once mailed to the security analysts. */
  status: string;
  created_at: string;
}

/** The srmt plugin's tables (migration srmt-001-create-requests). */
export interface SrmtTables {
  srmt_requests: SrmtRequestTable;
}

/** The platform's tables and the plugin's, as its handlers see them. */
export type SrmtDatabase = Kysely<Database & SrmtTables>;
