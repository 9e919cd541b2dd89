import { sql } from 'kysely';
import { credentials, legacyGet, legacyPost } from '../../../tests/server/support/legacy-request';
import { addOtherCompany, type OtherCompany } from '../../../tests/server/support/other-company';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import { pluginManifests } from '../../../tests/support/plugin-manifests';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { getPeopleInRiskCountries, pairDevice, type DeviceSetup, type PersonInRiskCountry } from '../contract';
import type { TrackingDatabase, TrackingTables } from '../server/tables';
import { traccarFormPost } from './app-requests';
import { fixTimeAgo, secretOf } from './tracking-suite';

/**
 * Issue 24: the dashboard lists the company's people inside a country at high or extreme risk now, extreme first,
 * then by surname; countries only, never a position, and no look recorded. People are put there the real way: a
 * paired device's fixes through the ingest, confirmed by the geofence judge.
 */
let server: TestServer;
let other: OtherCompany;
let adminToken: string;
const db = (): TrackingDatabase => pluginDatabase<TrackingTables>(server);

const LUGANO = { lat: 46.0037, lon: 8.9511 }; // Switzerland
const INNSBRUCK = { lat: 47.2692, lon: 11.4041 }; // Austria
const MILAN = { lat: 45.4642, lon: 9.19 }; // Italy

/** gpa's evaluation in tenths: 85 extreme, 70 high, 40 medium, 20 low (legend bands, spec part 2 §4). */
async function rate(iso2: string, tenths: number): Promise<void> {
  const country = await db().selectFrom('countries').select('id').where('iso2', '=', iso2).executeTakeFirstOrThrow();
  await sql`UPDATE country_risk_profiles SET evaluation_tenths = ${tenths} WHERE country_id = ${country.id}`.execute(db());
}

beforeAll(async () => {
  const [gpa, tracking] = await pluginManifests('gpa', 'tracking');
  server = await startTestServer({ plugins: [gpa!, tracking!] });
  other = await addOtherCompany(server, 'rsk');
  adminToken = await server.login('admin', 'Vigil-admin-1');
  // Before any fix: the judge keeps gpa's answer for a minute.
  await sql`UPDATE country_risk_profiles SET evaluation_tenths = 20`.execute(db());
  await rate('CH', 70);
  await rate('AT', 85);
  await rate('IT', 40);
}, 60_000);
afterAll(async () => server?.close());

interface Walker {
  id: number;
  secret: string;
}

/** A tracked employee of the demo company (or the other), with a Traccar device the company's admin paired. */
async function walker(username: string, name: string, surname: string, inOther = false): Promise<Walker> {
  const company = inOther ? other.companyId : (await db().selectFrom('companies').select('id').where('is_demo', '=', 1).executeTakeFirstOrThrow()).id;
  const now = new Date().toISOString();
  const { id } = await db()
    .insertInto('customers')
    .values({
      company_id: company, username, email: `${username}@demo.example`, password_hash: 'x', name, surname, phone: '', image: null,
      permissions: '["gpa"]', privacy_checked_at: now, last_login_at: null, previous_login_at: null, created_at: now, nationality_id: null,
      employee_code: null, tracking_enabled: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const paired = await legacyPost(server, pairDevice.path, { ...credentials(server, inOther ? other.adminToken : adminToken), app: 'traccar', employee: String(id) });
  expect(paired.statusCode).toBe(200);
  return { id, secret: secretOf(paired.json<{ setup: DeviceSetup }>().setup) };
}

/** Three fixes 30 s apart in one place: the judge confirms the side on the third. Returns the first fix's time. */
async function stayIn(person: Walker, place: { lat: number; lon: number }, minutesAgo: number): Promise<number> {
  const start = fixTimeAgo(minutesAgo * 60_000);
  for (let step = 0; step < 3; step += 1) {
    expect((await traccarFormPost(server, person.secret, { ...place, time: start + step * 30_000 })).statusCode).toBe(200);
  }
  return start;
}

async function listAs(token: string): Promise<{ status: number; people: PersonInRiskCountry[]; total: number; capped: boolean }> {
  const response = await legacyGet(server, getPeopleInRiskCountries.path, credentials(server, token));
  const body = response.statusCode === 200 ? response.json<{ people: PersonInRiskCountry[]; total: number; capped: boolean }>() : { people: [], total: -1, capped: false };
  return { status: response.statusCode, ...body };
}

const ours = (people: PersonInRiskCountry[]): PersonInRiskCountry[] => people.filter((person) => person.surname.startsWith('Rsk'));

let zeta: Walker;
let alpha: Walker;
let beta: Walker;
let theirs: Walker;

test('lists who is inside a country at high or extreme risk, extreme first then by surname, with no position', async () => {
  zeta = await walker('rsk-zeta', 'Zoe', 'Rsk-Zeta');
  alpha = await walker('rsk-alpha', 'Ada', 'Rsk-Alpha');
  beta = await walker('rsk-beta', 'Bea', 'Rsk-Beta');
  const milan = await walker('rsk-milan', 'Mia', 'Rsk-Milan');
  await stayIn(zeta, INNSBRUCK, 40);
  await stayIn(alpha, LUGANO, 30);
  await stayIn(beta, LUGANO, 20);
  await stayIn(milan, MILAN, 20);

  const answer = await listAs(adminToken);
  expect(answer.status).toBe(200);
  const listed = ours(answer.people);
  expect(listed.map((person) => [person.surname, person.iso2, person.level])).toEqual([
    ['Rsk-Zeta', 'AT', 'extreme'],
    ['Rsk-Alpha', 'CH', 'high'],
    ['Rsk-Beta', 'CH', 'high'],
  ]);
  expect(answer.capped).toBe(false);
  expect(answer.total).toBe(answer.people.length);
  // Exactly these fields: a country, never a latitude or longitude.
  expect(Object.keys(listed[0] ?? {}).sort()).toEqual(['country', 'id', 'iso2', 'level', 'name', 'since', 'surname']);
  const austria = await db().selectFrom('countries').select('name').where('iso2', '=', 'AT').executeTakeFirstOrThrow();
  expect(listed[0]).toMatchObject({ id: zeta.id, name: 'Zoe', country: austria.name });
  // Since: the fix time of the confirmed entry the judge logged.
  const entry = await db().selectFrom('tracking_fence_events').select('fix_time').where('customer_id', '=', zeta.id).where('kind', '=', 'entry').executeTakeFirstOrThrow();
  expect(listed[0]?.since).toBe(entry.fix_time);
});

test('records no look at anyone\'s position', async () => {
  const looks = async (): Promise<number> => Number((await db().selectFrom('tracking_views').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const before = await looks();
  expect((await listAs(adminToken)).status).toBe(200);
  expect(await looks()).toBe(before);
});

test("another company's people never appear, and its tra user sees its own only", async () => {
  theirs = await walker('rsk-theirs', 'Teo', 'Rsk-Theirs', true);
  await stayIn(theirs, LUGANO, 15);
  expect(ours((await listAs(adminToken)).people).map((person) => person.id)).not.toContain(theirs.id);

  await other.addEmployee('rsk-operator', 'Ora', 'Operator', ['tra']);
  const asTra = await listAs(await other.login('rsk-operator'));
  expect(asTra.status).toBe(200);
  expect(asTra.people.map((person) => person.id)).toEqual([theirs.id]);
});

test('a user without admin, gps or tra is refused', async () => {
  const analyst = await server.login('analyst', 'Vigil-analyst-1');
  expect((await listAs(analyst)).status).toBe(403);
});

test('a paused person, or one no longer tracked, is not listed: where they are now is not known', async () => {
  await db().updateTable('tracking_people').set({ paused: 1 }).where('customer_id', '=', beta.id).execute();
  await db().updateTable('customers').set({ tracking_enabled: 0 }).where('id', '=', alpha.id).execute();
  expect(ours((await listAs(adminToken)).people).map((person) => person.surname)).toEqual(['Rsk-Zeta']);
  await db().updateTable('tracking_people').set({ paused: 0 }).where('customer_id', '=', beta.id).execute();
  await db().updateTable('customers').set({ tracking_enabled: 1 }).where('id', '=', alpha.id).execute();
});

test('a country no longer at high risk lists nobody at once, before anyone sends a fix', async () => {
  await rate('CH', 50);
  expect(ours((await listAs(adminToken)).people).map((person) => person.surname)).toEqual(['Rsk-Zeta']);
  await rate('AT', 70);
  expect(ours((await listAs(adminToken)).people).map((person) => [person.surname, person.level])).toEqual([['Rsk-Zeta', 'high']]);
  await rate('CH', 70);
  await rate('AT', 85);
});

test('over 100 people: the first 100, extreme first, saying how many there are', async () => {
  // 101 more people in Switzerland, their standing written as the judge leaves it (fixes for each would be slow).
  const company = (await db().selectFrom('companies').select('id').where('is_demo', '=', 1).executeTakeFirstOrThrow()).id;
  const fence = await db().selectFrom('tracking_fence_states').select('fence_id').where('customer_id', '=', alpha.id).where('inside', '=', 1).executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const crowd = await db()
    .insertInto('customers')
    .values(Array.from({ length: 101 }, (_, index) => ({
      company_id: company, username: `rsk-crowd-${index}`, email: `rsk-crowd-${index}@demo.example`, password_hash: 'x', name: 'Crowd', surname: `Rsk-Crowd-${String(index).padStart(3, '0')}`,
      phone: '', image: null, permissions: '["gpa"]', privacy_checked_at: now, last_login_at: null, previous_login_at: null, created_at: now, nationality_id: null,
      employee_code: null, tracking_enabled: 1,
    })))
    .returning('id')
    .execute();
  const ids = crowd.map((row) => row.id);
  await db().insertInto('tracking_people').values(ids.map((id) => ({ customer_id: id, company_id: company, paused: 0, tracking_since: now, last_position_id: null, last_fix_time: null, last_received_at: null, lat: null, lon: null, accuracy: null, battery: null, in_fence: 1, version: 1 }))).execute();
  await db().insertInto('tracking_fence_states').values(ids.map((id) => ({ customer_id: id, fence_id: fence.fence_id, inside: 1, state: '{}' }))).execute();

  const response = await legacyGet(server, getPeopleInRiskCountries.path, credentials(server, adminToken));
  const answer = response.json<{ people: PersonInRiskCountry[]; total: number; capped: boolean }>();
  expect(answer.people).toHaveLength(100);
  expect(answer.total).toBeGreaterThanOrEqual(104);
  expect(answer.capped).toBe(true);
  expect(response.headers['x-list-capped']).toBe('100');
  expect(answer.people[0]?.id).toBe(zeta.id);
  expect(answer.people.find((person) => person.id === ids[0])?.since).toBeNull();
  await db().deleteFrom('customers').where('id', 'in', ids).execute();
});
