import type { Generated } from 'kysely';
import { credentials, legacyGet } from '../../../tests/server/support/legacy-request';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import { pluginManifests } from '../../../tests/support/plugin-manifests';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { getList, type NewsAlertItem } from '../contract';
import type { NatTables } from '../server/tables';

/** The travel module's rows as this test writes them (plugins/tra/server/tables.ts owns them). */
interface TravelTables {
  travels: {
    id: Generated<number>;
    company_id: number;
    customer_id: number;
    travel_name: string;
    start_date: string;
    end_date: string;
    reference_name: string;
    reference_email: string;
    reference_phone: string;
    tracking_interval_ms: number;
    source_id: number;
    created_by: number;
    created_at: string;
    updated_at: string;
  };
  travel_stops: { id: Generated<number>; travel_id: number; position: number; country_id: number; city_id: number | null; date: string };
}

const DAY_MS = 86_400_000;
const day = (offset: number): string => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const ago = (days: number): string => new Date(Date.now() - days * DAY_MS).toISOString();

let server: TestServer;
const db = () => pluginDatabase<NatTables & TravelTables>(server);
const tokens: Record<string, string> = {};
let country = 0;
let otherCountry = 0;
let people: Array<{ id: number; company_id: number }> = [];

async function addAlert(level: NewsAlertItem['alert_level'], createdAt: string): Promise<number> {
  const category = await db().selectFrom('threat_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const row = await db()
    .insertInto('news_alerts')
    .values({ country_id: country, category_id: category.id, alert_level: level, title: `Affected ${level}`, subtitle: '', description: '', image: null, is_demo: 0, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An approved travel of one of the company's people (a count is of people), through the given stops (country, first day). */
async function addTravel(person: number, start: number, end: number, stops: ReadonlyArray<[number, number]>): Promise<number> {
  const traveller = people[person];
  if (!traveller) throw new Error(`no person ${person}`);
  const now = new Date().toISOString();
  const travel = await db()
    .insertInto('travels')
    .values({
      company_id: traveller.company_id, customer_id: traveller.id, travel_name: 'Affected test', start_date: day(start), end_date: day(end),
      reference_name: '', reference_email: '', reference_phone: '', tracking_interval_ms: 300_000, source_id: 0,
      created_by: traveller.id, created_at: now, updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('travel_stops')
    .values(stops.map(([countryId, first], position) => ({ travel_id: travel.id, position, country_id: countryId, city_id: null, date: day(first) })))
    .execute();
  return travel.id;
}

beforeAll(async () => {
  server = await startTestServer({ plugins: await pluginManifests('gpa', 'nat', 'quiz', 'tracking', 'tra') });
  tokens.admin = await server.login('admin', 'Vigil-admin-1');
  tokens.analyst = await server.login('analyst', 'Vigil-analyst-1');
  const company = await db().selectFrom('customers').select('company_id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  people = await db().selectFrom('customers').select(['id', 'company_id']).where('company_id', '=', company.company_id).orderBy('id').limit(4).execute();
  // Two countries no seeded travel goes through, so the counts are this test's travels only.
  const free = await db()
    .selectFrom('countries')
    .select('id')
    .where('id', 'not in', db().selectFrom('travel_stops').select('country_id'))
    .orderBy('id')
    .limit(2)
    .execute();
  [country, otherCountry] = free.map((row) => row.id) as [number, number];
}, 60_000);
afterAll(async () => server?.close());

async function alertAs(who: string, id: number): Promise<NewsAlertItem | undefined> {
  const response = await legacyGet(server, getList.path, { ...credentials(server, tokens[who] ?? ''), country: String(country), limit: '100' });
  expect(response.statusCode).toBe(200);
  return response.json<NewsAlertItem[]>().find((item) => item.id === id);
}

test('a new extreme alert counts the travellers in its country now and during the alert, for an admin', async () => {
  const here = await addTravel(0, -2, 3, [[country, -2]]);
  // Arrives on day 10: within the 30 days the alert stands.
  const coming = await addTravel(1, 8, 14, [[otherCountry, 8], [country, 10]]);
  // Left the country yesterday, and one that arrives only after the alert.
  await addTravel(2, -5, 2, [[country, -5], [otherCountry, -1]]);
  await addTravel(3, 40, 45, [[country, 40]]);
  const alert = await addAlert('extreme', new Date().toISOString());

  const seen = await alertAs('admin', alert);
  expect(seen?.affected?.count).toBe(2);
  expect([...(seen?.affected?.travels ?? [])].sort((a, b) => a - b)).toEqual([here, coming].sort((a, b) => a - b));
});

test('a tra user sees the count too; a user without admin or tra does not', async () => {
  const alert = await addAlert('high', new Date().toISOString());
  expect((await alertAs('admin', alert))?.affected?.count).toBeGreaterThan(0);
  await db().updateTable('customers').set({ permissions: '["nat","tra"]' }).where('username', '=', 'traveller').execute();
  tokens.tra = await server.login('traveller', 'Vigil-traveller-1');
  expect((await alertAs('tra', alert))?.affected).toEqual((await alertAs('admin', alert))?.affected);
  const seen = await alertAs('analyst', alert);
  expect(seen).toBeDefined();
  expect(seen?.affected).toBeNull();
});

test('a low or medium alert, and an alert that no longer stands, carry no count', async () => {
  const low = await addAlert('low', new Date().toISOString());
  const medium = await addAlert('medium', new Date().toISOString());
  const old = await addAlert('extreme', ago(40));
  for (const id of [low, medium, old]) {
    const seen = await alertAs('admin', id);
    expect([id, seen?.affected]).toEqual([id, null]);
  }
  // Published 25 days ago it stands 5 more days: the traveller there now counts, the one arriving on day 10 not.
  const recent = await addAlert('extreme', ago(25));
  expect((await alertAs('admin', recent))?.affected?.count).toBe(1);
});
