import { DEFAULT_INTERVAL_SECONDS } from './tracking-settings';
import type { TrackingDatabase } from './tables';

/** A person turns Unreachable after this many tracking intervals without a fix (spec part 2 §4, issue 20). */
export const SILENT_INTERVALS = 3;

/**
 * The people who turned Unreachable in the window `(now - windowMs, now]`: tracking on, not paused, and their last
 * fix (or the start of their tracking, if later) exactly SILENT_INTERVALS intervals old within it. Nothing is
 * written: Unreachable is computed when read; this only finds whom to announce, since no request marks the moment.
 */
export async function peopleFallingSilent(db: TrackingDatabase, now: number, windowMs: number): Promise<number[]> {
  const rows = await db
    .selectFrom('tracking_people')
    .innerJoin('customers', 'customers.id', 'tracking_people.customer_id')
    .leftJoin('tracking_settings', 'tracking_settings.company_id', 'tracking_people.company_id')
    .select(['tracking_people.customer_id', 'tracking_people.last_received_at', 'tracking_people.tracking_since', 'tracking_settings.interval_seconds'])
    .where('customers.tracking_enabled', '=', 1)
    .where('tracking_people.paused', '=', 0)
    .execute();
  return rows
    .filter((row) => {
      const lastHeard = Math.max(Date.parse(row.last_received_at ?? '') || 0, Date.parse(row.tracking_since) || 0);
      const silentAt = lastHeard + SILENT_INTERVALS * (row.interval_seconds ?? DEFAULT_INTERVAL_SECONDS) * 1000;
      return silentAt > now - windowMs && silentAt <= now;
    })
    .map((row) => row.customer_id);
}
