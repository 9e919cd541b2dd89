import { credentials, legacyGet } from '../../../tests/server/support/legacy-request';
import { addTravelRow, countriesWithoutTravels } from '../../../tests/server/support/travel-rows';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import { pluginManifests } from '../../../tests/support/plugin-manifests';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { getList, type NewsAlertItem } from '../contract';
import type { NatTables } from '../server/tables';

const DAY_MS = 86_400_000;
const day = (offset: number): string => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const ago = (days: number): string => new Date(Date.now() - days * DAY_MS).toISOString();

let server: TestServer;
const db = () => pluginDatabase<NatTables>(server);
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
  return addTravelRow(server, {
    companyId: traveller.company_id,
    customerId: traveller.id,
    name: 'Affected test',
    startDate: day(start),
    endDate: day(end),
    stops: stops.map(([countryId, first]) => ({ countryId, date: day(first) })),
  });
}

beforeAll(async () => {
  server = await startTestServer({ plugins: await pluginManifests('gpa', 'nat', 'quiz', 'tracking', 'tra') });
  tokens.admin = await server.login('admin', 'Vigil-admin-1');
  tokens.analyst = await server.login('analyst', 'Vigil-analyst-1');
  const company = await db().selectFrom('customers').select('company_id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  people = await db().selectFrom('customers').select(['id', 'company_id']).where('company_id', '=', company.company_id).orderBy('id').limit(4).execute();
  // Two countries no seeded travel goes through, so the counts are this test's travels only.
  [country, otherCountry] = (await countriesWithoutTravels(server, 2)) as [number, number];
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
