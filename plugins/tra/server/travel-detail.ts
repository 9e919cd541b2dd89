import { HttpError, readId, type EndpointHandler } from '@vigil/server-sdk';
import { TRA_MESSAGES, type getTravelDetail, type TravelDetail } from '../contract';
import { loadPlaces } from './places';
import type { TraDatabase, TravelsTable } from './tables';
import { today } from './travel-days';
import { loadStops } from './travel-rows';

type DetailRow = Pick<TravelsTable, 'travel_name' | 'start_date' | 'end_date' | 'reference_name' | 'reference_email' | 'reference_phone' | 'source_id'> & { id: number };

/** The person's travel on `day`, else their next one (the latest-starting current one, should two overlap). */
async function currentOrNext(db: TraDatabase, customerId: number, day: string): Promise<DetailRow | undefined> {
  const current = await travelsOf(db, customerId).where('start_date', '<=', day).where('end_date', '>=', day).orderBy('start_date', 'desc').orderBy('id', 'desc').limit(1).execute();
  if (current[0]) return current[0];
  const next = await travelsOf(db, customerId).where('start_date', '>', day).orderBy('start_date').orderBy('id').limit(1).execute();
  return next[0];
}

function travelsOf(db: TraDatabase, customerId: number) {
  return db
    .selectFrom('travels')
    .select(['id', 'travel_name', 'start_date', 'end_date', 'reference_name', 'reference_email', 'reference_phone', 'source_id'])
    .where('customer_id', '=', customerId);
}

/** GET /travels/getTravelDetail: the GPS detail's Travel panel (spec part 2 §3 Detail travel (GPS)). */
export function travelDetailHandler(db: TraDatabase): EndpointHandler<typeof getTravelDetail> {
  return async ({ input, user }) => {
    const employeeId = readId(input, 'employee');
    const employee = await db.selectFrom('customers').select('id').where('id', '=', employeeId).where('company_id', '=', user.companyId).executeTakeFirst();
    if (!employee) throw new HttpError(404, TRA_MESSAGES.notInCompany, 'employee');
    const travel = await currentOrNext(db, employee.id, today());
    if (!travel) return { travel: null };
    const stops = (await loadStops(db, [travel.id])).get(travel.id) ?? [];
    const places = await loadPlaces(db, stops.map((stop) => stop.country_id), stops.map((stop) => stop.city_id));
    // Countries in the order the itinerary first reaches them, each with its cities in the order visited.
    const countries = new Map<number, TravelDetail['countries'][number]>();
    for (const stop of stops) {
      let country = countries.get(stop.country_id);
      if (!country) {
        country = { name: places.countries.get(stop.country_id)?.name ?? '', cities: [] };
        countries.set(stop.country_id, country);
      }
      const city = stop.city_id === null ? undefined : places.cities.get(stop.city_id);
      if (city && !country.cities.some((known) => known.city === city.name)) country.cities.push({ city: city.name });
    }
    return {
      travel: {
        id: travel.id,
        travel_name: travel.travel_name,
        start_date: travel.start_date,
        end_date: travel.end_date,
        countries: [...countries.values()],
        reference_name: travel.reference_name,
        reference_email: travel.reference_email,
        reference_phone: travel.reference_phone,
        approved: travel.source_id === 0,
      },
    };
  };
}
