import { sql } from 'kysely';
import { credentials, legacyGet, legacyPost } from '../../../tests/server/support/legacy-request';
import { addOtherCompany, type OtherCompany } from '../../../tests/server/support/other-company';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import { pluginManifests } from '../../../tests/support/plugin-manifests';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { deleteFence, getFences, pairDevice, type DeviceSetup, type TrackedPerson } from '../contract';
import { countryFences, type RiskLevels } from '../server/fences/country-fences';
import { trackingServerFunctions } from '../server/server-functions';
import type { TrackingDatabase, TrackingTables } from '../server/tables';
import { traccarFormPost } from './app-requests';
import { fixTimeAgo, secretOf } from './tracking-suite';

/**
 * Country geofences (issue 20, Geofences): a country at high or extreme risk in gpa is a fence. A person tracked
 * into one turns Geofences, with the entry in their fence log under the country's name; back out, the exit is
 * logged and they are Secure again. A country at medium risk is no fence. Each company logs under its own rows.
 */
let server: TestServer;
let other: OtherCompany;
const db = (): TrackingDatabase => pluginDatabase<TrackingTables>(server);

// Either side of the Swiss-Italian border, each a few kilometres from it.
const LUGANO = { lat: 46.0037, lon: 8.9511 };
const COMO = { lat: 45.8081, lon: 9.0852 };
const MILAN = { lat: 45.4642, lon: 9.19 };

/** gpa's evaluation out of 10, in tenths: 70 is high, 85 extreme, 40 medium, 20 low (legend bands, spec part 2 §4). */
async function rate(iso2: string, tenths: number): Promise<void> {
  const country = await db().selectFrom('countries').select('id').where('iso2', '=', iso2).executeTakeFirstOrThrow();
  await sql`UPDATE country_risk_profiles SET evaluation_tenths = ${tenths} WHERE country_id = ${country.id}`.execute(db());
}

beforeAll(async () => {
  const [gpa, tracking] = await pluginManifests('gpa', 'tracking');
  server = await startTestServer({ plugins: [gpa!, tracking!] });
  other = await addOtherCompany(server, 'ctry');
  // The demo content rates every country at random: every country low, then the ones the tests cross. Before any
  // fix, so the server's first look at the countries at risk (kept for a minute) already sees these.
  await sql`UPDATE country_risk_profiles SET evaluation_tenths = 20`.execute(db());
  await rate('CH', 70);
  await rate('IT', 40);
}, 60_000);
afterAll(async () => server?.close());

async function trackedEmployee(username: string, companyId?: number): Promise<{ id: number; secret: string; companyId: number }> {
  const company = companyId ?? (await db().selectFrom('companies').select('id').where('is_demo', '=', 1).executeTakeFirstOrThrow()).id;
  const now = new Date().toISOString();
  const { id } = await db()
    .insertInto('customers')
    .values({
      company_id: company, username, email: `${username}@demo.example`, password_hash: 'x', name: 'Test', surname: username, phone: '', image: null,
      permissions: '["gpa"]', privacy_checked_at: now, last_login_at: null, previous_login_at: null, created_at: now, nationality_id: null,
      employee_code: null, tracking_enabled: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = companyId === undefined ? await server.login('admin', 'Vigil-admin-1') : other.adminToken;
  const paired = await legacyPost(server, pairDevice.path, { ...credentials(server, token), app: 'traccar', employee: String(id) });
  expect(paired.statusCode).toBe(200);
  return { id, secret: secretOf(paired.json<{ setup: DeviceSetup }>().setup), companyId: company };
}

/** Sends a fix every 30 s from `start`: the judge confirms a side on the clear fix a minute after the first. */
async function walk(secret: string, places: ReadonlyArray<{ lat: number; lon: number }>, start: number): Promise<number> {
  let time = start;
  for (const place of places) {
    expect((await traccarFormPost(server, secret, { ...place, time })).statusCode).toBe(200);
    time += 30_000;
  }
  return time;
}

async function statusOf(person: { id: number; companyId: number }): Promise<TrackedPerson['status'] | undefined> {
  return (await trackingServerFunctions(db()).trackedPerson(person.companyId, person.id))?.status;
}

/** The person's fence log: each entry or exit with the name of its fence. */
async function fenceLog(customerId: number): Promise<Array<{ kind: string; name: string; company_id: number }>> {
  return db()
    .selectFrom('tracking_fence_events')
    .innerJoin('tracking_fences', 'tracking_fences.id', 'tracking_fence_events.fence_id')
    .select(['tracking_fence_events.kind', 'tracking_fences.name', 'tracking_fences.company_id'])
    .where('tracking_fence_events.customer_id', '=', customerId)
    .orderBy('tracking_fence_events.fix_time')
    .execute();
}

test('into a country at high risk: Geofences and an entry under its name; back out: the exit, and Secure again', async () => {
  const person = await trackedEmployee('ctry-walker');
  const swiss = (await db().selectFrom('countries').select('name').where('iso2', '=', 'CH').executeTakeFirstOrThrow()).name;
  let time = await walk(person.secret, [COMO, COMO], fixTimeAgo(60 * 60_000));
  expect(await statusOf(person)).toBe('secure');

  // One fix across the border is not yet an entry: the judge waits for a second clear fix a minute later.
  time = await walk(person.secret, [LUGANO, LUGANO], time);
  expect(await fenceLog(person.id)).toEqual([]);
  time = await walk(person.secret, [LUGANO], time);
  expect(await fenceLog(person.id)).toEqual([{ kind: 'entry', name: swiss, company_id: person.companyId }]);
  expect(await statusOf(person)).toBe('geofences');
  // The entry carries the first fix clearly inside: the crossing's best estimate.
  const [entry] = await db().selectFrom('tracking_fence_events').select(['position_id', 'fix_time']).where('customer_id', '=', person.id).execute();
  const proof = await db().selectFrom('tracking_positions').select(['lat', 'fix_time']).where('id', '=', entry?.position_id ?? -1).executeTakeFirstOrThrow();
  expect(proof).toEqual({ lat: LUGANO.lat, fix_time: entry?.fix_time });

  await walk(person.secret, [COMO, COMO, COMO], time);
  expect((await fenceLog(person.id)).map((event) => `${event.kind} ${event.name}`)).toEqual([`entry ${swiss}`, `exit ${swiss}`]);
  expect(await statusOf(person)).toBe('secure');
  // Outside, and no change under way: nothing stored for the country, whatever the number of people and countries.
  expect(await db().selectFrom('tracking_fence_states').select('fence_id').where('customer_id', '=', person.id).execute()).toEqual([]);
});

test('a country at medium risk raises nothing, and is no fence', async () => {
  const person = await trackedEmployee('ctry-milan');
  await walk(person.secret, [MILAN, MILAN, MILAN, MILAN], fixTimeAgo(30 * 60_000));
  expect(await fenceLog(person.id)).toEqual([]);
  expect(await statusOf(person)).toBe('secure');
  const italy = await db().selectFrom('countries').select('name').where('iso2', '=', 'IT').executeTakeFirstOrThrow();
  expect(await db().selectFrom('tracking_fences').select('id').where('name', '=', italy.name).execute()).toEqual([]);
});

test('each company logs under its own country fence, which its admin neither lists nor deletes', async () => {
  const theirs = await trackedEmployee('ctry-other', other.companyId);
  await walk(theirs.secret, [LUGANO, LUGANO, LUGANO], fixTimeAgo(30 * 60_000));
  const log = await fenceLog(theirs.id);
  expect(log.map((event) => [event.kind, event.company_id])).toEqual([['entry', other.companyId]]);
  expect(await statusOf(theirs)).toBe('geofences');
  const fences = await db().selectFrom('tracking_fences').select(['id', 'company_id']).where('kind', '=', 'country').where('name', '=', log[0]?.name ?? '').execute();
  expect(new Set(fences.map((fence) => fence.company_id))).toEqual(new Set([theirs.companyId, (await db().selectFrom('companies').select('id').where('is_demo', '=', 1).executeTakeFirstOrThrow()).id]));

  const listed = await legacyGet(server, getFences.path, credentials(server, other.adminToken));
  expect(listed.json<{ fences: unknown[] }>().fences).toEqual([]);
  const own = fences.find((fence) => fence.company_id === theirs.companyId);
  const deleted = await legacyPost(server, deleteFence.path, { ...credentials(server, other.adminToken), fence: String(own?.id) });
  expect(deleted.statusCode).toBe(404);
});

test('a country no longer at risk is no fence: its people are Secure on their next fix, without an exit', async () => {
  const person = await trackedEmployee('ctry-stays');
  const time = await walk(person.secret, [LUGANO, LUGANO, LUGANO], fixTimeAgo(20 * 60_000));
  expect(await statusOf(person)).toBe('geofences');
  await rate('CH', 50);
  // The server trusts what gpa said for a minute; a restart starts afresh.
  await server.restart();
  await walk(person.secret, [LUGANO], time);
  expect(await statusOf(person)).toBe('secure');
  expect((await fenceLog(person.id)).map((event) => event.kind)).toEqual(['entry']);
  await rate('CH', 70);
});

test('gpa is asked once a minute per company; when it fails, what was known stays and the log says why', async () => {
  const company = await db().selectFrom('companies').select('id').where('is_demo', '=', 1).executeTakeFirstOrThrow();
  let clock = 0;
  let asked = 0;
  let failing = false;
  const levels: RiskLevels = {
    async countriesAtRisk() {
      asked += 1;
      if (failing) throw new Error('gpa is down');
      return [{ countryId: 1, iso2: 'CH', isoNumeric: '756', name: 'Switzerland', level: 'high' }];
    },
  };
  const errors: string[] = [];
  const fences = countryFences(db(), levels, { now: () => clock, warn: (message) => errors.push(message) });
  await fences.refresh([company.id, company.id]);
  expect(asked).toBe(1);
  // The company's one row for the country, made by the first test's ingest: no second one.
  const rows = await db().selectFrom('tracking_fences').select('id').where('company_id', '=', company.id).where('kind', '=', 'country').execute();
  expect(fences.of(company.id).map((fence) => fence.id)).toEqual(rows.map((row) => row.id));

  clock += 59_000;
  await fences.refresh([company.id]);
  expect(asked).toBe(1);
  clock += 1_000;
  failing = true;
  await fences.refresh([company.id]);
  expect(asked).toBe(2);
  expect(fences.of(company.id)).toHaveLength(1);
  expect(errors).toEqual([expect.stringContaining('gpa is down')]);
});
