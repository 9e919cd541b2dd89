import { HttpError, inChunks, readId, type EndpointHandler } from '@vigil/server-sdk';
import { ALERT_STANDS_DAYS, type AffectedQuery, type AffectedTravels, type getAffected, type TraServerFunctions } from '../contract';
import type { TraDatabase } from './tables';
import { addDays, isCalendarDay, stopSpans, today } from './travel-days';
import { loadStops } from './travel-rows';

/**
 * For each query, the company's travels with a stop in the country holding on some day from `from` to `to`; the
 * count is of travellers (one person on two such travels counts once), the travels are all of them, by id.
 */
export async function affectedTravels(db: TraDatabase, companyId: number, queries: readonly AffectedQuery[]): Promise<AffectedTravels[]> {
  if (queries.length === 0) return [];
  const countryIds = [...new Set(queries.map((query) => query.countryId))];
  const earliest = queries.reduce((day, query) => (query.from < day ? query.from : day), queries[0]?.from ?? '');
  const latest = queries.reduce((day, query) => (query.to > day ? query.to : day), queries[0]?.to ?? '');
  // Candidates: travels overlapping the widest window with a stop in one of the countries (indexed by country).
  const candidates = (
    await Promise.all(
      inChunks(countryIds).map((chunk) =>
        db
          .selectFrom('travels')
          .select(['travels.id', 'travels.customer_id', 'travels.start_date', 'travels.end_date'])
          .where('travels.company_id', '=', companyId)
          .where('travels.start_date', '<=', latest)
          .where('travels.end_date', '>=', earliest)
          .where((eb) => eb.exists(eb.selectFrom('travel_stops').select('travel_stops.id').whereRef('travel_stops.travel_id', '=', 'travels.id').where('travel_stops.country_id', 'in', chunk)))
          .execute(),
      ),
    )
  ).flat();
  const travels = [...new Map(candidates.map((travel) => [travel.id, travel])).values()].sort((a, b) => a.id - b.id);
  const stops = await loadStops(db, travels.map((travel) => travel.id));
  const spans = travels.map((travel) => ({ travel, spans: stopSpans(stops.get(travel.id) ?? [], travel.start_date, travel.end_date) }));
  return queries.map((query) => {
    const hit = spans.filter(({ spans: travelSpans }) =>
      travelSpans.some(({ stop, from, to }) => stop.country_id === query.countryId && from <= query.to && to >= query.from),
    );
    return {
      country_id: query.countryId,
      count: new Set(hit.map(({ travel }) => travel.customer_id)).size,
      travels: hit.map(({ travel }) => travel.id),
    };
  });
}

/** What the plugins that use tra (nat, gpa) read through `platform.uses`. */
export function traServerFunctions(db: TraDatabase): TraServerFunctions {
  return { affectedTravels: (companyId, queries) => affectedTravels(db, companyId, queries) };
}

/** GET /travels/affected: from today to `to` (default ALERT_STANDS_DAYS ahead). */
export function affectedHandler(db: TraDatabase): EndpointHandler<typeof getAffected> {
  return async ({ input, user }) => {
    const from = today();
    if (input.to !== undefined && !isCalendarDay(input.to)) throw new HttpError(400, 'Not a valid date', 'to');
    const to = input.to ?? addDays(from, ALERT_STANDS_DAYS);
    const [answer] = await affectedTravels(db, user.companyId, [{ countryId: readId(input, 'country'), from, to }]);
    return answer ?? { country_id: readId(input, 'country'), count: 0, travels: [] };
  };
}
