import type { MonitoredCountry, RiskLevel } from '@vigil/core';
import type { NewsAlertItem } from '../contract';

/** How far back the dashboard's news block looks. */
export const RECENT_NEWS_DAYS = 7;
/** The countries asked about, at most (one call each), and the alerts shown. */
export const WATCHED_COUNTRIES_MAX = 10;
export const RECENT_NEWS_SHOWN = 5;

/**
 * A country whose news the person wants now, and at which levels (null: every level). Monitored countries are the
 * only source today; the countries of their coming travels join here when the travel module exists, with the
 * reason 'travel' and every level.
 */
export interface WatchedCountry {
  id: number;
  iso2: string;
  name: string;
  levels: readonly RiskLevel[] | null;
  reason: 'monitored' | 'travel';
}

/** The monitored countries as watched ones: an alert counts at the threat levels the person chose for it. */
export function monitoredAsWatched(countries: readonly MonitoredCountry[]): WatchedCountry[] {
  return countries.map((country) => ({ id: country.id, iso2: country.iso2, name: country.name, levels: country.level_alert, reason: 'monitored' }));
}

/**
 * The alerts of the last RECENT_NEWS_DAYS in the watched countries at the levels chosen for each, newest first,
 * each country once (a country both monitored and travelled to keeps every level).
 */
export function recentWatchedAlerts(watched: readonly WatchedCountry[], alerts: readonly NewsAlertItem[], now: Date): NewsAlertItem[] {
  const since = now.getTime() - RECENT_NEWS_DAYS * 24 * 60 * 60 * 1000;
  const levels = new Map<number, Set<RiskLevel> | null>();
  for (const country of watched) {
    const known = levels.get(country.id);
    if (known === null) continue;
    levels.set(country.id, country.levels === null ? null : new Set([...(known ?? []), ...country.levels]));
  }
  const seen = new Set<number>();
  return alerts
    .filter((alert) => {
      if (seen.has(alert.id) || !levels.has(alert.countryID)) return false;
      seen.add(alert.id);
      const wanted = levels.get(alert.countryID);
      const time = Date.parse(alert.creation_date);
      return time >= since && time <= now.getTime() + 60_000 && (wanted === null || wanted?.has(alert.alert_level) === true);
    })
    .sort((a, b) => b.creation_date.localeCompare(a.creation_date) || b.id - a.id);
}
