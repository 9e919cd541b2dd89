import { HttpError, readId, type AuthenticatedUser, type EndpointHandler } from '@vigil/server-sdk';
import type { QuizServerFunctions } from '../../quiz/contract';
import { TRA_MESSAGES, type saveTravel } from '../contract';
import { buildTravels, type TraPlatform } from './build-travels';
import { missingInductions } from './inductions';
import type { TraDatabase } from './tables';
import { readTravelInput, type TravelInput } from './travel-input';
import { checkEditRight, isAdmin } from './travel-rights';
import { findTravel } from './travel-rows';

/** 400 unless every stop names a country of the platform and, where it names a city, one of that country. */
async function checkPlaces(db: TraDatabase, stops: TravelInput['stops']): Promise<void> {
  const countryIds = [...new Set(stops.map((stop) => stop.country_id))];
  const cityIds = [...new Set(stops.flatMap((stop) => (stop.city_id === null ? [] : [stop.city_id])))];
  const [countries, cities] = await Promise.all([
    db.selectFrom('countries').select('id').where('id', 'in', countryIds).execute(),
    cityIds.length === 0 ? [] : db.selectFrom('cities').select(['id', 'country_id']).where('id', 'in', cityIds).execute(),
  ]);
  const known = new Set(countries.map((row) => row.id));
  if (countryIds.some((id) => !known.has(id))) throw new HttpError(400, TRA_MESSAGES.unknownCountry, 'georeferences');
  const countryOfCity = new Map(cities.map((row) => [row.id, row.country_id]));
  if (stops.some((stop) => stop.city_id !== null && countryOfCity.get(stop.city_id) !== stop.country_id)) {
    throw new HttpError(400, TRA_MESSAGES.unknownCity, 'georeferences');
  }
}

/**
 * Who the travel waits for: nobody (0) when an admin saves it and the traveller has every destination's induction;
 * otherwise the saver, until an admin approves it.
 */
async function approvalOf(platform: TraPlatform, user: AuthenticatedUser, travel: TravelInput): Promise<{ source_id: number; approved: boolean }> {
  if (!isAdmin(user)) return { source_id: user.id, approved: false };
  const quiz = platform.uses<QuizServerFunctions>('quiz');
  const missing = await missingInductions(platform.db, quiz, travel.customer, travel.stops.map((stop) => stop.country_id));
  return missing.length === 0 ? { source_id: 0, approved: true } : { source_id: user.id, approved: false };
}

/** POST /travels/save: registers a travel, or changes one (with id), its itinerary in the same transaction. */
export function saveTravelHandler(platform: TraPlatform): EndpointHandler<typeof saveTravel> {
  return async ({ input, user }) => {
    const travelId = input.id === undefined || input.id.trim() === '' ? null : readId(input, 'id');
    const existing = travelId === null ? undefined : await findTravel(platform.db, user.companyId, travelId);
    if (travelId !== null && !existing) throw new HttpError(404, TRA_MESSAGES.travelNotFound, 'id');
    if (existing) checkEditRight(user, existing);
    const travel = readTravelInput(input);
    await checkPlaces(platform.db, travel.stops);
    const customer = await platform.db
      .selectFrom('customers')
      .select('id')
      .where('id', '=', travel.customer)
      .where('company_id', '=', user.companyId)
      .executeTakeFirst();
    if (!customer) throw new HttpError(404, TRA_MESSAGES.notInCompany, 'customer');
    const approval = await approvalOf(platform, user, travel);
    const now = new Date().toISOString();
    const values = {
      customer_id: travel.customer,
      travel_name: travel.travel_name,
      start_date: travel.start_date,
      end_date: travel.end_date,
      reference_name: travel.reference_name,
      reference_email: travel.reference_email,
      reference_phone: travel.reference_phone,
      tracking_interval_ms: travel.tracking_interval_ms,
      source_id: approval.source_id,
      updated_at: now,
      approved_by: approval.approved ? user.id : null,
      approved_at: approval.approved ? now : null,
    };
    const savedId = await platform.db.transaction().execute(async (trx) => {
      let id: number;
      if (existing) {
        await trx.updateTable('travels').set(values).where('id', '=', existing.id).execute();
        await trx.deleteFrom('travel_stops').where('travel_id', '=', existing.id).execute();
        id = existing.id;
      } else {
        const row = await trx
          .insertInto('travels')
          .values({ ...values, company_id: user.companyId, created_by: user.id, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = row.id;
      }
      await trx
        .insertInto('travel_stops')
        .values(travel.stops.map((stop, position) => ({ travel_id: id, position, country_id: stop.country_id, city_id: stop.city_id, date: stop.date })))
        .execute();
      return id;
    });
    const saved = await findTravel(platform.db, user.companyId, savedId);
    if (!saved) throw new HttpError(404, TRA_MESSAGES.travelNotFound);
    const [answer] = await buildTravels(platform, user, [saved]);
    if (!answer) throw new HttpError(404, TRA_MESSAGES.travelNotFound);
    return { message: TRA_MESSAGES.travelSaved, travel: answer };
  };
}
