import type { LightMyRequestResponse } from 'fastify';
import { credentials, legacyGet, legacyPost, type Fields } from '../../../tests/server/support/legacy-request';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import type { TestServer } from '../../../tests/support/test-server';
import { INGEST_PATHS } from '../../tracking/contract';
import type { Travel, TravelAnswer, TravelListAnswer } from '../contract';
import type { TraTables } from '../server/tables';

/**
 * The quiz plugin's tables as these tests write them (a passed result, an exclusion), as its seed does: declared here,
 * since another plugin's server code is not to be imported.
 */
interface QuizTables {
  quizzes: { id: number; country_id: number; name: string };
  quiz_results: { id?: number; quiz_id: number; customer_id: number; correct_answers: number; total_questions: number; passed: number; completed_at: string };
  quiz_exclusions: { customer_id: number; quiz_id: number; created_at: string };
}

/** The demo traveller's Traccar Client identifier (tracking's seed: demo content, public by design). */
export const DEMO_TRAVELLER_SECRET = 'demo-traveller-device';

/** A fix from the demo traveller's phone, as Traccar Client posts it (a form), taken `ageMs` ago. */
export function sendTravellerFix(server: TestServer, lat: number, lon: number, ageMs: number): Promise<LightMyRequestResponse> {
  const fields = new URLSearchParams({
    id: DEMO_TRAVELLER_SECRET,
    timestamp: String(Math.floor((Date.now() - ageMs) / 1000)),
    lat: String(lat),
    lon: String(lon),
    speed: '0',
    accuracy: '12.0',
    batt: '87.0',
  });
  return server.app.inject({
    method: 'POST',
    url: `/api${INGEST_PATHS.traccar}`,
    payload: fields.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** The password of the people added here: the demo visitor's, whose hash they share. */
export const PERSON_PASSWORD = 'Vigil-visitor-1';

export function db(server: TestServer): ReturnType<typeof pluginDatabase<TraTables & QuizTables>> {
  return pluginDatabase<TraTables & QuizTables>(server);
}

export function post(server: TestServer, token: string, path: string, fields: Fields = {}): Promise<LightMyRequestResponse> {
  return legacyPost(server, path, { ...credentials(server, token), ...fields });
}

export function get(server: TestServer, token: string, path: string, fields: Fields = {}): Promise<LightMyRequestResponse> {
  return legacyGet(server, path, { ...credentials(server, token), ...fields });
}

/** An employee of the demo company with these permissions, signed in. */
export async function addPerson(server: TestServer, username: string, permissions: string[], tracking = false): Promise<{ id: number; token: string }> {
  const visitor = await db(server).selectFrom('customers').select(['company_id', 'password_hash']).where('username', '=', 'visitor').executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const row = await db(server)
    .insertInto('customers')
    .values({
      company_id: visitor.company_id, username, email: `${username}@tra.example`, password_hash: visitor.password_hash, name: username,
      surname: 'Tester', phone: '+1 555 0190', image: null, permissions: JSON.stringify(permissions), privacy_checked_at: now,
      last_login_at: null, previous_login_at: null, created_at: now, nationality_id: null, employee_code: null, tracking_enabled: tracking ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token: await server.login(username, PERSON_PASSWORD) };
}

export async function customerId(server: TestServer, username: string): Promise<number> {
  return (await db(server).selectFrom('customers').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

export async function countryId(server: TestServer, iso2: string): Promise<number> {
  return (await db(server).selectFrom('countries').select('id').where('iso2', '=', iso2).executeTakeFirstOrThrow()).id;
}

/** The most populous city of the name in the country. */
export async function cityId(server: TestServer, iso2: string, name: string): Promise<number> {
  const row = await db(server)
    .selectFrom('cities')
    .innerJoin('countries', 'countries.id', 'cities.country_id')
    .select('cities.id')
    .where('countries.iso2', '=', iso2)
    .where('cities.name', '=', name)
    .orderBy('cities.population', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The day `days` from today (UTC), YYYY-MM-DD. */
export function day(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export interface StopFields {
  country_id: number;
  city_id?: number | null;
  date: string;
}

/** tra.saveTravel's fields: a travel from `from` to `to` days ahead, with these stops. */
export function travelFields(customer: number, name: string, from: number, to: number, stops: StopFields[], extra: Fields = {}): Fields {
  return {
    customer: String(customer),
    travel_name: name,
    start_date: day(from),
    end_date: day(to),
    georeferences: JSON.stringify(stops.map((stop) => ({ country_id: stop.country_id, city_id: stop.city_id ?? null, date: stop.date }))),
    ...extra,
  };
}

export async function saveTravel(server: TestServer, token: string, fields: Fields): Promise<Travel> {
  const response = await post(server, token, '/travels/save', fields);
  if (response.statusCode !== 200) throw new Error(`save: ${response.statusCode} ${response.body}`);
  return response.json<TravelAnswer>().travel;
}

export async function listTravels(server: TestServer, token: string, fields: Fields = {}): Promise<TravelListAnswer['data']> {
  const response = await get(server, token, '/travels', { query_behavior: '6', ...fields });
  if (response.statusCode !== 200) throw new Error(`list: ${response.statusCode} ${response.body}`);
  return response.json<TravelListAnswer>().data;
}

/** The seeded travel of this name. */
export async function seededTravel(server: TestServer, name: string): Promise<{ id: number; customer_id: number }> {
  return db(server).selectFrom('travels').select(['id', 'customer_id']).where('travel_name', '=', name).executeTakeFirstOrThrow();
}

/** A tested country (quiz) the person has neither passed nor been excluded from: its id, name and test. */
export async function untakenTestCountry(server: TestServer, customer: number): Promise<{ countryId: number; name: string; quizId: number }> {
  const taken = await db(server).selectFrom('quiz_results').select('quiz_id').where('customer_id', '=', customer).where('passed', '=', 1).execute();
  const excluded = await db(server).selectFrom('quiz_exclusions').select('quiz_id').where('customer_id', '=', customer).execute();
  const skip = [...taken, ...excluded].map((row) => row.quiz_id);
  let query = db(server).selectFrom('quizzes').innerJoin('countries', 'countries.id', 'quizzes.country_id').select(['quizzes.id', 'countries.id as country', 'countries.name']);
  if (skip.length > 0) query = query.where('quizzes.id', 'not in', skip);
  const row = await query.orderBy('quizzes.id').executeTakeFirstOrThrow();
  return { countryId: row.country, name: row.name, quizId: row.id };
}
