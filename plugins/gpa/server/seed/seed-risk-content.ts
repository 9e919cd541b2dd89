import type { Generated, Kysely } from 'kysely';
import type { Database } from '@vigil/server-sdk';
import type { GpaDatabase, GpaTables } from '../tables';
import { demoCountryProfile } from './demo-country-content';
import { demoNewsAlerts } from './demo-news-alerts';
import { THREAT_CATEGORIES } from './demo-vocabulary';

/**
 * nat's tables as this step writes them. Migration 014 and this step created and filled them with the rest of the
 * risk content, before the modules were split; both names are recorded by installations and never change, so both
 * stay here. The step sees these tables as they were at its time, as a migration does; nat reads them.
 */
interface NewsTablesAtSeedTime {
  threat_categories: { id: Generated<number>; name: string; icon: string };
  news_alerts: {
    id: Generated<number>;
    country_id: number;
    category_id: number;
    alert_level: string;
    title: string;
    subtitle: string;
    description: string;
    image: string | null;
    is_demo: Generated<number>;
    created_at: string;
  };
}

type RiskContentDatabase = Kysely<Database & GpaTables & NewsTablesAtSeedTime>;

/** Rows per insert: well under both dialects' limit on bound parameters. */
const BATCH = 100;

async function insertInBatches<R>(rows: readonly R[], insert: (batch: R[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

async function ensureCategories(db: RiskContentDatabase): Promise<Map<string, number>> {
  const existing = await db.selectFrom('threat_categories').select(['id', 'name']).execute();
  const missing = THREAT_CATEGORIES.filter((category) => !existing.some((row) => row.name === category.name));
  if (missing.length > 0) await db.insertInto('threat_categories').values(missing.map((category) => ({ ...category }))).execute();
  const rows = await db.selectFrom('threat_categories').select(['id', 'name']).execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * Seed step 'demo-risk-content': the threat categories, a demo risk profile for every country without one, and
 * demo alerts for those same countries. Run once (seed_steps), so a server start never regenerates it; an
 * installation without countries gets only the categories.
 */
export async function seedDemoRiskContent(gpaDb: GpaDatabase, base: Date = new Date()): Promise<void> {
  const db = gpaDb as unknown as RiskContentDatabase;
  const categories = await ensureCategories(db);
  const countries = await db
    .selectFrom('countries')
    .leftJoin('country_risk_profiles', 'country_risk_profiles.country_id', 'countries.id')
    .select(['countries.id', 'countries.iso2', 'countries.name', 'countries.capital'])
    .where('country_risk_profiles.country_id', 'is', null)
    .orderBy('countries.id')
    .execute();
  const now = base.toISOString();
  const profiles = countries.map((country) => {
    const profile = demoCountryProfile(country, base);
    return {
      country_id: country.id,
      evaluation_tenths: profile.evaluationTenths,
      allows_geopolitical: profile.allowsGeopolitical ? 1 : 0,
      content: JSON.stringify(profile.content),
      is_demo: 1,
      updated_at: now,
    };
  });
  await insertInBatches(profiles, (batch) => db.insertInto('country_risk_profiles').values(batch).execute());
  const categoryNames = THREAT_CATEGORIES.map((category) => category.name);
  const alerts = countries.flatMap((country) =>
    demoNewsAlerts(country, categoryNames, base).map(({ categoryName, ...alert }) => ({
      ...alert,
      country_id: country.id,
      category_id: categories.get(categoryName) ?? 0,
      image: null,
      is_demo: 1,
    })),
  );
  await insertInBatches(alerts, (batch) => db.insertInto('news_alerts').values(batch).execute());
}
