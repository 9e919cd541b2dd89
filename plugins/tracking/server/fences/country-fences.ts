import type { RiskLevel } from '@vigil/core';
import type { GpaServerFunctions } from '../../../gpa/contract/server-functions';
import type { TrackingDatabase } from '../tables';
import { countryOutlines, type CountryOutline } from './country-outlines';

/** Issue 20: a country at high or extreme risk is a geofence. */
export const COUNTRY_FENCE_LEVEL: RiskLevel = 'high';
/** How long a company's countries at risk are trusted: a batch of fixes never asks gpa, a level change counts within a minute. */
export const COUNTRY_FENCES_TTL_MS = 60_000;
/** After a failed look, the next waits this long: a failing gpa or outline file is not tried again by every batch. */
export const COUNTRY_FENCES_RETRY_MS = 5_000;

/** A country at risk for a company, as the judge sees it: its fence row (the name entries and exits are logged under) and outline. */
export interface ActiveCountryFence extends CountryOutline {
  /** The company's tracking_fences row of kind 'country' for this country. */
  id: number;
  name: string;
}

/** What tracking asks of gpa: its countries at a risk level or worse. */
export type RiskLevels = Pick<GpaServerFunctions, 'countriesAtRisk'>;

/** The stored geometry of a country fence: which country, not its outline (that comes from world-atlas). */
export interface CountryFenceGeometry {
  iso2: string;
}

/** The countries of each company that are geofences now, asked of gpa and kept for a short while. */
export interface CountryFences {
  /** Refreshes what is older than the TTL for these companies; never throws (a failure keeps what was known, and is retried after a while). */
  refresh(companyIds: readonly number[]): Promise<void>;
  /** The company's country fences as last refreshed; none when never refreshed or gpa is absent. */
  of(companyId: number): readonly ActiveCountryFence[];
}

export interface CountryFencesOptions {
  ttlMs?: number;
  retryMs?: number;
  now?: () => number;
  warn?: (message: string) => void;
}

/**
 * The company's country fence rows, one per country, made the first time the country is at risk for it (entries and
 * exits refer to a fence row, like a drawn fence's, named after the country). Two processes making the same row at
 * once leave two: the lowest id is the one every process uses.
 */
async function fenceRows(db: TrackingDatabase, companyId: number, countries: ReadonlyArray<{ iso2: string; name: string }>): Promise<Map<string, number>> {
  const read = async (): Promise<Map<string, number>> => {
    const rows = await db.selectFrom('tracking_fences').select(['id', 'geometry']).where('company_id', '=', companyId).where('kind', '=', 'country').orderBy('id', 'desc').execute();
    return new Map(rows.map((row) => [(JSON.parse(row.geometry) as CountryFenceGeometry).iso2, row.id]));
  };
  const known = await read();
  const missing = countries.filter((country) => !known.has(country.iso2));
  if (missing.length === 0) return known;
  const createdAt = new Date().toISOString();
  await db
    .insertInto('tracking_fences')
    .values(missing.map((country) => ({ company_id: companyId, name: country.name, kind: 'country' as const, geometry: JSON.stringify({ iso2: country.iso2 } satisfies CountryFenceGeometry), created_at: createdAt })))
    .execute();
  return read();
}

/**
 * Country fences from gpa's risk levels (gpa's `countriesAtRisk`), outlines from world-atlas. `gpa` null: the
 * installation has no gpa, and tracking judges drawn fences only.
 */
export function countryFences(db: TrackingDatabase, gpa: RiskLevels | null, options: CountryFencesOptions = {}): CountryFences {
  const ttlMs = options.ttlMs ?? COUNTRY_FENCES_TTL_MS;
  const retryMs = Math.min(options.retryMs ?? COUNTRY_FENCES_RETRY_MS, ttlMs);
  const now = options.now ?? Date.now;
  const known = new Map<number, { at: number; fences: readonly ActiveCountryFence[] }>();

  async function load(companyId: number): Promise<readonly ActiveCountryFence[]> {
    if (!gpa) return [];
    const [atRisk, outlines] = await Promise.all([gpa.countriesAtRisk(companyId, COUNTRY_FENCE_LEVEL), countryOutlines()]);
    // A country without an outline (no ISO numeric code, or too small for 1:50m) cannot be judged.
    const drawable = atRisk.flatMap((country) => {
      const outline = country.isoNumeric === null ? undefined : outlines.get(country.isoNumeric);
      return outline ? [{ ...country, outline }] : [];
    });
    const rows = await fenceRows(db, companyId, drawable);
    return drawable.flatMap(({ iso2, name, outline }) => {
      const id = rows.get(iso2);
      return id === undefined ? [] : [{ ...outline, id, name }];
    });
  }

  return {
    async refresh(companyIds) {
      const stale = [...new Set(companyIds)].filter((companyId) => now() - (known.get(companyId)?.at ?? -Infinity) >= ttlMs);
      for (const companyId of stale) {
        try {
          known.set(companyId, { at: now(), fences: await load(companyId) });
        } catch (error) {
          // The fixes go through with what was known rather than not at all; a batch retryMs later tries again.
          known.set(companyId, { at: now() - ttlMs + retryMs, fences: known.get(companyId)?.fences ?? [] });
          options.warn?.(`Country geofences of company ${companyId} not refreshed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    },
    of: (companyId) => known.get(companyId)?.fences ?? [],
  };
}
