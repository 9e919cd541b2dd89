import { capList, type EndpointHandler } from '@vigil/server-sdk';
import { SHORT_LIST_MAX } from '@vigil/core';
import { RISK_COUNTRY_LEVELS, type getPeopleInRiskCountries, type PersonInRiskCountry, type RiskCountryLevel } from '../contract';
import { COUNTRY_FENCE_LEVEL, type CountryFenceGeometry, type RiskLevels } from './fences/country-fences';
import type { TrackingDatabase } from './tables';

type Answer = Awaited<ReturnType<EndpointHandler<typeof getPeopleInRiskCountries>>>;

const NOBODY: Answer = { people: [], total: 0, capped: false };

interface CountryNow {
  iso2: string;
  name: string;
  level: RiskCountryLevel;
}

/** The company's country fence rows whose country gpa rates high or extreme now, by fence id (a row outlives its country's risk). */
async function fencesAtRiskNow(db: TrackingDatabase, gpa: RiskLevels, companyId: number): Promise<Map<number, CountryNow>> {
  const atRisk = new Map<string, CountryNow>();
  for (const country of await gpa.countriesAtRisk(companyId, COUNTRY_FENCE_LEVEL)) {
    if (country.level === 'high' || country.level === 'extreme') atRisk.set(country.iso2, { iso2: country.iso2, name: country.name, level: country.level });
  }
  if (atRisk.size === 0) return new Map();
  const rows = await db.selectFrom('tracking_fences').select(['id', 'geometry']).where('company_id', '=', companyId).where('kind', '=', 'country').execute();
  const fences = new Map<number, CountryNow>();
  for (const row of rows) {
    const country = atRisk.get((JSON.parse(row.geometry) as CountryFenceGeometry).iso2);
    if (country) fences.set(row.id, country);
  }
  return fences;
}

/** When each listed person entered their fence: the latest confirmed entry's fix time. */
async function entriesOf(db: TrackingDatabase, inside: ReadonlyArray<{ id: number; fenceId: number }>): Promise<Map<string, string>> {
  if (inside.length === 0) return new Map();
  const rows = await db
    .selectFrom('tracking_fence_events')
    .select(['customer_id', 'fence_id', (eb) => eb.fn.max('fix_time').as('since')])
    .where('kind', '=', 'entry')
    .where('customer_id', 'in', inside.map((person) => person.id))
    .where('fence_id', 'in', [...new Set(inside.map((person) => person.fenceId))])
    .groupBy(['customer_id', 'fence_id'])
    .execute();
  return new Map(rows.map((row) => [`${row.customer_id}:${row.fence_id}`, String(row.since)]));
}

const rank = (level: RiskCountryLevel): number => RISK_COUNTRY_LEVELS.indexOf(level);

/**
 * tracking.getPeopleInRiskCountries (issue 24, the dashboard): who of the company is inside a country fence whose
 * country is at high or extreme risk now, as the geofence judge confirmed it. It reads countries, never positions,
 * and so records no look. People the admin no longer tracks, or who paused their tracking, are not listed: where
 * they are now is not known (docs/decisions.md). `gpa` null: the installation has no risk levels, and nobody is listed.
 */
export function peopleInRiskCountries(db: TrackingDatabase, gpa: RiskLevels | null): EndpointHandler<typeof getPeopleInRiskCountries> {
  return async ({ user, reply }) => {
    if (!gpa) return NOBODY;
    const fences = await fencesAtRiskNow(db, gpa, user.companyId);
    if (fences.size === 0) return NOBODY;
    const rows = await db
      .selectFrom('tracking_fence_states')
      .innerJoin('customers', 'customers.id', 'tracking_fence_states.customer_id')
      .innerJoin('tracking_people', 'tracking_people.customer_id', 'customers.id')
      .select(['customers.id', 'customers.name', 'customers.surname', 'tracking_fence_states.fence_id'])
      .where('customers.company_id', '=', user.companyId)
      .where('customers.tracking_enabled', '=', 1)
      .where('tracking_people.paused', '=', 0)
      .where('tracking_fence_states.inside', '=', 1)
      .where('tracking_fence_states.fence_id', 'in', [...fences.keys()])
      .execute();
    // One line a person: the worst of the countries they are in (a border's two fences may both hold them briefly).
    const byPerson = new Map<number, { id: number; name: string; surname: string; fenceId: number; country: CountryNow }>();
    for (const row of rows) {
      const country = fences.get(row.fence_id);
      const known = byPerson.get(row.id);
      if (country && (!known || rank(country.level) < rank(known.country.level))) byPerson.set(row.id, { ...row, fenceId: row.fence_id, country });
    }
    const sorted = [...byPerson.values()].sort(
      (a, b) => rank(a.country.level) - rank(b.country.level) || a.surname.localeCompare(b.surname, 'en') || a.name.localeCompare(b.name, 'en') || a.id - b.id,
    );
    const listed = capList(sorted, SHORT_LIST_MAX, reply);
    const since = await entriesOf(db, listed);
    const people: PersonInRiskCountry[] = listed.map((person) => ({
      id: person.id,
      name: person.name,
      surname: person.surname,
      country: person.country.name,
      iso2: person.country.iso2,
      level: person.country.level,
      since: since.get(`${person.id}:${person.fenceId}`) ?? null,
    }));
    return { people, total: sorted.length, capped: listed.length < sorted.length };
  };
}
