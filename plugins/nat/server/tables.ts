import type { Generated, Kysely } from 'kysely';
import type { Database } from '@vigil/server-sdk';

export interface ThreatCategoryTable {
  id: Generated<number>;
  name: string;
  icon: string;
}

export interface NewsAlertTable {
  id: Generated<number>;
  country_id: number;
  category_id: number;
  /** @vigil/core RISK_LEVELS. */
  alert_level: string;
  title: string;
  subtitle: string;
  /** Sanitised HTML. */
  description: string;
  image: string | null;
  is_demo: Generated<number>;
  created_at: string;
}

/**
 * The nat plugin's tables, which only its handlers read. They were created and first filled with the risk content
 * of gpa, by migration 014 and seed step 'demo-risk-content', whose recorded names never change: those stay
 * gpa's, and nat uses gpa, so the tables exist wherever nat runs (docs/decisions.md).
 */
export interface NatTables {
  threat_categories: ThreatCategoryTable;
  news_alerts: NewsAlertTable;
}

/** The platform's tables and the nat plugin's, as its handlers see them. */
export type NatDatabase = Kysely<Database & NatTables>;
