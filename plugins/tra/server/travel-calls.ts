import { readId, HttpError, type EndpointHandler } from '@vigil/server-sdk';
import type { QuizServerFunctions } from '../../quiz/contract';
import { TRA_MESSAGES, type approveTravel, type deleteTravel, type getCities, type getTravelInductions } from '../contract';
import { buildTravels, type TraPlatform } from './build-travels';
import { missingInductions } from './inductions';
import { checkEditRight } from './travel-rights';
import { findTravel, loadStops, type TravelRow } from './travel-rows';

/** The cities a stop may name: a country's most populous. */
const CITIES_MAX = 500;

async function travelOf(platform: TraPlatform, companyId: number, travelId: number): Promise<TravelRow> {
  const travel = await findTravel(platform.db, companyId, travelId);
  if (!travel) throw new HttpError(404, TRA_MESSAGES.travelNotFound, 'travel');
  return travel;
}

async function missingFor(platform: TraPlatform, travel: TravelRow): ReturnType<typeof missingInductions> {
  const stops = (await loadStops(platform.db, [travel.id])).get(travel.id) ?? [];
  return missingInductions(platform.db, platform.uses<QuizServerFunctions>('quiz'), travel.customer_id, stops.map((stop) => stop.country_id));
}

/** POST /travels/delete: the travel and its itinerary (the stops go with it). */
export function deleteTravelHandler(platform: TraPlatform): EndpointHandler<typeof deleteTravel> {
  return async ({ input, user }) => {
    const travel = await travelOf(platform, user.companyId, readId(input, 'travel'));
    checkEditRight(user, travel);
    await platform.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('travel_stops').where('travel_id', '=', travel.id).execute();
      await trx.deleteFrom('travels').where('id', '=', travel.id).execute();
    });
    return { message: TRA_MESSAGES.travelDeleted };
  };
}

/** GET /travels/inductions: what the traveller has still to pass before the travel may be approved. */
export function travelInductionsHandler(platform: TraPlatform): EndpointHandler<typeof getTravelInductions> {
  return async ({ input, user }) => {
    const travel = await travelOf(platform, user.companyId, readId(input, 'travel'));
    return { travel: travel.id, missing: await missingFor(platform, travel) };
  };
}

/** POST /travels/approve: refused (409, naming them) while an induction is missing; else approved by this admin. */
export function approveTravelHandler(platform: TraPlatform): EndpointHandler<typeof approveTravel> {
  return async ({ input, user }) => {
    const travel = await travelOf(platform, user.companyId, readId(input, 'travel'));
    const missing = await missingFor(platform, travel);
    if (missing.length > 0) {
      throw new HttpError(409, `${TRA_MESSAGES.inductionsMissing} ${missing.map((induction) => induction.country_name).join(', ')}`);
    }
    const now = new Date().toISOString();
    await platform.db.updateTable('travels').set({ source_id: 0, approved_by: user.id, approved_at: now, updated_at: now }).where('id', '=', travel.id).execute();
    const [answer] = await buildTravels(platform, user, [{ ...travel, source_id: 0, approved_by: user.id, approved_at: now, updated_at: now }]);
    if (!answer) throw new HttpError(404, TRA_MESSAGES.travelNotFound, 'travel');
    return { message: TRA_MESSAGES.travelApproved, travel: answer };
  };
}

/** GET /travels/cities: a country's cities, most populous first. */
export function citiesHandler(platform: TraPlatform): EndpointHandler<typeof getCities> {
  return async ({ input }) => {
    const countryId = readId(input, 'country');
    const country = await platform.db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst();
    if (!country) throw new HttpError(404, TRA_MESSAGES.unknownCountry, 'country');
    const rows = await platform.db
      .selectFrom('cities')
      .select(['id', 'name', 'latitude', 'longitude', 'is_capital'])
      .where('country_id', '=', countryId)
      .orderBy('population', 'desc')
      .orderBy('id')
      .limit(CITIES_MAX)
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name, lat: Number(row.latitude), lng: Number(row.longitude), is_capital: row.is_capital === 1 }));
  };
}
