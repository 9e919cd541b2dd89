import { inChunks, readId, type EndpointHandler } from '@vigil/server-sdk';
import type { TrackedPerson, TrackingServerFunctions } from '../../tracking/contract';
import { LOCATE_PEOPLE_MAX, type getLocate, type LocatedTraveller } from '../contract';
import type { TraPlatform } from './build-travels';
import { loadPlaces, stopPoint } from './places';
import { stopOfDay, today } from './travel-days';
import { fullName } from './travel-rows';

interface TodayTravel {
  id: number;
  customer_id: number;
  name: string;
  stops: Array<{ country_id: number; city_id: number | null; date: string }>;
}

/** The company's travels whose dates include `day`, with their stops: one query, in travel order. */
async function travelsOfDay(platform: TraPlatform, companyId: number, day: string): Promise<TodayTravel[]> {
  const rows = await platform.db
    .selectFrom('travels')
    .innerJoin('customers', 'customers.id', 'travels.customer_id')
    .innerJoin('travel_stops', 'travel_stops.travel_id', 'travels.id')
    .select([
      'travels.id',
      'travels.customer_id',
      'customers.name as customer_name',
      'customers.surname as customer_surname',
      'travel_stops.country_id',
      'travel_stops.city_id',
      'travel_stops.date',
    ])
    .where('travels.company_id', '=', companyId)
    .where('travels.start_date', '<=', day)
    .where('travels.end_date', '>=', day)
    .orderBy('travels.id')
    .orderBy('travel_stops.position')
    .execute();
  const travels = new Map<number, TodayTravel>();
  for (const row of rows) {
    let travel = travels.get(row.id);
    if (!travel) {
      travel = { id: row.id, customer_id: row.customer_id, name: fullName(row), stops: [] };
      travels.set(row.id, travel);
    }
    travel.stops.push({ country_id: row.country_id, city_id: row.city_id, date: row.date });
  }
  return [...travels.values()];
}

/**
 * GET /travels/locate: everyone on a travel today, at their newest position, else at the city of today's stop (its
 * country's capital without one), marked 'itinerary'. Compact: the map carries all of them (issue 22: 10,000).
 */
export function locateHandler(platform: TraPlatform): EndpointHandler<typeof getLocate> {
  return async ({ input, user }) => {
    const countryFilter = input.country === undefined || input.country.trim() === '' ? null : readId(input, 'country');
    const day = today();
    const onTheRoad = (await travelsOfDay(platform, user.companyId, day)).flatMap((travel) => {
      const stop = stopOfDay(travel.stops, day);
      return stop ? [{ travel, stop }] : [];
    });
    const tracking = platform.uses<TrackingServerFunctions>('tracking');
    const [positions, places] = await Promise.all([
      travellerPositions(tracking, user.companyId, onTheRoad.map(({ travel }) => travel.customer_id)),
      loadPlaces(platform.db, onTheRoad.map(({ stop }) => stop.country_id), onTheRoad.map(({ stop }) => stop.city_id)),
    ]);
    const located: LocatedTraveller[] = [];
    for (const { travel, stop } of onTheRoad) {
      if (located.length >= LOCATE_PEOPLE_MAX) break;
      if (countryFilter !== null && stop.country_id !== countryFilter) continue;
      const person = positions.get(travel.customer_id);
      const common = { travel_id: travel.id, customer_id: travel.customer_id, name: travel.name, country_id: stop.country_id };
      if (person && person.lat !== null && person.lng !== null) {
        located.push({ ...common, lat: person.lat, lng: person.lng, at: 'position', detected_at: person.fix_time });
        continue;
      }
      const point = stopPoint(places, stop);
      // Nowhere to put them: neither a position nor a known place of today's stop.
      if (point) located.push({ ...common, lat: point.lat, lng: point.lng, at: 'itinerary', detected_at: null });
    }
    const countryIds = [...new Set(onTheRoad.map(({ stop }) => stop.country_id))];
    const countries = countryIds
      .map((id) => ({ id, name: places.countries.get(id)?.name ?? '' }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    // Each traveller shown where their phone put them sees this look on /Tracking, as after the GPS list.
    const seen = located.filter((traveller) => traveller.at === 'position').map((traveller) => traveller.customer_id);
    if (seen.length > 0) await tracking.recordViews(user.companyId, user.id, seen, 'list');
    return { people: located, countries };
  };
}

/**
 * The travellers' newest positions: the people the admin tracks in one read, then those of the travellers who are
 * not among them (tracking off, yet an SOS or a position they shared themselves), by id, a slice at a time.
 */
async function travellerPositions(
  tracking: TrackingServerFunctions,
  companyId: number,
  travellerIds: readonly number[],
): Promise<Map<number, TrackedPerson>> {
  if (travellerIds.length === 0) return new Map();
  const positions = new Map((await tracking.peopleOnTracking(companyId)).map((person) => [person.id, person]));
  const others = [...new Set(travellerIds)].filter((id) => !positions.has(id));
  for (const slice of inChunks(others)) {
    for (const person of await tracking.trackedPeople(companyId, slice)) positions.set(person.id, person);
  }
  return positions;
}
