import type { Generated, Kysely } from 'kysely';
import type { Database } from '@vigil/server-sdk';

export interface CountryRiskProfileTable {
  country_id: number;
  /** Security evaluation out of 10 in tenths (63 is 6.3). */
  evaluation_tenths: number;
  /** 0 hides the geopolitical risks from every user. */
  allows_geopolitical: Generated<number>;
  /** JSON document: risk-profile-content RiskProfileContent. */
  content: string;
  is_demo: Generated<number>;
  updated_at: string;
}

export interface PrintRequestTable {
  id: Generated<number>;
  customer_id: number;
  country_id: number;
  language: string;
  created_at: string;
}

/** How often a user viewed a country's page on a day (UTC, 'YYYY-MM-DD'): one row per user, country and day. */
export interface CountryViewTable {
  id: Generated<number>;
  customer_id: number;
  country_id: number;
  day: string;
  views: number;
  /** The day's first view. */
  created_at: string;
}

/**
 * The gpa plugin's tables: the risk profiles (migration 014) and what users ask of a country (015). Migration 014
 * also creates nat's two tables, which only nat reads (see migrations/014-create-risk-content.ts).
 */
export interface GpaTables {
  country_risk_profiles: CountryRiskProfileTable;
  print_requests: PrintRequestTable;
  country_views: CountryViewTable;
}

/** The platform's tables and the gpa plugin's, as its handlers see them. */
export type GpaDatabase = Kysely<Database & GpaTables>;
