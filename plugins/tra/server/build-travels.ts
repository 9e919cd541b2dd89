import type { AuthenticatedUser, PlatformServices } from '@vigil/server-sdk';
import type { TrackedPerson, TrackingServerFunctions } from '../../tracking/contract';
import type { Georeference, Travel } from '../contract';
import { loadPlaces, stopPoint, type Places } from './places';
import { countryLevels, NO_LEVEL, type CountryLevel } from './risk-levels';
import type { TraTables } from './tables';
import { canApproveTravel, canEditTravel } from './travel-rights';
import { fullName, loadStops, type StopRow, type TravelRow } from './travel-rows';

export type TraPlatform = Pick<PlatformServices<TraTables>, 'db' | 'uses' | 'log'>;

/**
 * The newest positions of these travellers, by customer id, in one read of just them: tracking's whole list costs
 * every tracked person (10,000 in the bench: over 100 ms).
 */
export async function newestPositions(platform: TraPlatform, companyId: number, customerIds: readonly number[]): Promise<Map<number, TrackedPerson>> {
  const people = await platform.uses<TrackingServerFunctions>('tracking').trackedPeople(companyId, [...new Set(customerIds)]);
  return new Map(people.map((person) => [person.id, person] as const));
}

/** The travels as the list and the forms show them, for this user, in the rows' order. */
export async function buildTravels(platform: TraPlatform, user: AuthenticatedUser, rows: readonly TravelRow[], now = Date.now()): Promise<Travel[]> {
  if (rows.length === 0) return [];
  const stops = await loadStops(platform.db, rows.map((row) => row.id));
  const allStops = [...stops.values()].flat();
  const [places, levels, positions] = await Promise.all([
    loadPlaces(platform.db, allStops.map((stop) => stop.country_id), allStops.map((stop) => stop.city_id)),
    countryLevels(platform, user.companyId),
    newestPositions(platform, user.companyId, rows.map((row) => row.customer_id)),
  ]);
  return rows.map((row) => {
    const person = positions.get(row.customer_id);
    const hasPosition = person !== undefined && person.lat !== null && person.lng !== null && person.fix_time !== null;
    const fixAge = hasPosition ? now - Date.parse(person.fix_time as string) : Number.POSITIVE_INFINITY;
    return {
      id: row.id,
      travel_name: row.travel_name,
      customer_id: row.customer_id,
      customer_name: fullName(row),
      customer_phone: row.customer_phone,
      customer_email: row.customer_email,
      customer_lat: hasPosition ? person.lat : null,
      customer_lng: hasPosition ? person.lng : null,
      customer_code: row.customer_code ?? '',
      customer_avatar_image: row.customer_image,
      customer_detected_at: hasPosition ? person.fix_time : null,
      is_position_updated: fixAge <= row.tracking_interval_ms,
      start_date: row.start_date,
      end_date: row.end_date,
      source_id: row.source_id,
      tracking_interval: row.tracking_interval_ms,
      georeferences: (stops.get(row.id) ?? []).map((stop) => georeference(stop, places, levels.get(stop.country_id) ?? NO_LEVEL)),
      reference_name: row.reference_name,
      reference_email: row.reference_email,
      reference_phone: row.reference_phone,
      can_edit: canEditTravel(user, row),
      can_approve: canApproveTravel(user, row),
    };
  });
}

function georeference(stop: StopRow, places: Places, level: CountryLevel): Georeference {
  const country = places.countries.get(stop.country_id);
  const city = stop.city_id === null ? undefined : places.cities.get(stop.city_id);
  const point = stopPoint(places, stop);
  return {
    country_id: stop.country_id,
    country_name: country?.name ?? '',
    city_id: city ? city.id : null,
    city_name: city ? city.name : null,
    ...level,
    country_isocode2: country?.iso2 ?? '',
    country_isocode3: country?.iso3 ?? '',
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    date: stop.date,
  };
}
