import type { TrackingDatabase } from './tables';

/** A company's tracking interval before an admin sets one: Unreachable after three of them without a fix. */
export const DEFAULT_INTERVAL_SECONDS = 60;
/** How long positions are kept before an admin sets otherwise (issue 20: 30 days by default). */
export const DEFAULT_RETENTION_DAYS = 30;

export interface TrackingSettings {
  intervalSeconds: number;
  retentionDays: number;
}

/** The company's settings, or the defaults when it has none. */
export async function trackingSettings(db: TrackingDatabase, companyId: number): Promise<TrackingSettings> {
  const row = await db
    .selectFrom('tracking_settings')
    .select(['interval_seconds', 'retention_days'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return {
    intervalSeconds: row?.interval_seconds ?? DEFAULT_INTERVAL_SECONDS,
    retentionDays: row?.retention_days ?? DEFAULT_RETENTION_DAYS,
  };
}
