import { RISK_LEVELS } from '@vigil/core';
import { credentials, legacyGet, type Fields } from '../../../tests/server/support/legacy-request';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import { pluginManifests } from '../../../tests/support/plugin-manifests';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { DEMO_LABEL } from '../../gpa/contract';
import { getList, getRisksCategories, type NewsAlertItem, type ThreatCategory } from '../contract';
import type { NatTables } from '../server/tables';

let server: TestServer;
const natDb = () => pluginDatabase<NatTables>(server);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  // nat uses gpa: its filters' lists and the tables its alerts live in.
  server = await startTestServer({ plugins: await pluginManifests('gpa', 'nat') });
  tokens.admin = await server.login('admin', 'Vigil-admin-1');
  tokens.analyst = await server.login('analyst', 'Vigil-analyst-1');
  tokens.visitor = await server.login('visitor', 'Vigil-visitor-1');
  tokens.traveller = await server.login('traveller', 'Vigil-traveller-1');
}, 60_000);
afterAll(async () => server?.close());

const get = (who: string, path: string, fields: Fields = {}) => legacyGet(server, path, { ...credentials(server, tokens[who] ?? ''), ...fields });
const list = async (fields: Fields = {}): Promise<NewsAlertItem[]> => {
  const response = await get('analyst', getList.path, fields);
  expect(response.statusCode).toBe(200);
  return response.json<NewsAlertItem[]>();
};
const newestFirst = (items: NewsAlertItem[]) => items.every((item, index) => index === 0 || (items[index - 1]?.creation_date ?? '') >= item.creation_date);

describe('seeded alerts', () => {
  test('a few hundred demo alerts across every level and category', async () => {
    const db = natDb();
    const alerts = await db.selectFrom('news_alerts').select(['alert_level', 'category_id', 'is_demo']).execute();
    const categories = await db.selectFrom('threat_categories').select('id').execute();
    expect(alerts.length).toBeGreaterThan(200);
    expect(alerts.length).toBeLessThan(1000);
    expect(new Set(alerts.map((alert) => alert.alert_level))).toEqual(new Set(RISK_LEVELS));
    expect(new Set(alerts.map((alert) => alert.category_id))).toEqual(new Set(categories.map((category) => category.id)));
    expect(alerts.every((alert) => alert.is_demo === 1)).toBe(true);
  });
});

describe('getRisksCategories', () => {
  test('answers the threat categories to analyst and admin, not to a visitor or traveller', async () => {
    const response = await get('analyst', getRisksCategories.path);
    expect(response.statusCode).toBe(200);
    const categories = response.json<ThreatCategory[]>();
    expect(categories.length).toBe(8);
    expect(categories[0]).toEqual({ id: expect.any(Number), name: expect.any(String), icon: expect.any(String) });
    expect((await get('admin', getRisksCategories.path)).statusCode).toBe(200);
    expect((await get('visitor', getRisksCategories.path)).statusCode).toBe(403);
    expect((await get('traveller', getList.path)).statusCode).toBe(403);
  });
});

describe('getList', () => {
  test('answers 10 alert cards by default, newest first, with the news alert item fields', async () => {
    const items = await list();
    expect(items).toHaveLength(10);
    expect(newestFirst(items)).toBe(true);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      country: expect.any(String),
      image: null,
      zoneName: expect.any(String),
      countryID: expect.any(Number),
      zone: expect.any(Number),
      alert_level: expect.stringMatching(/^(low|medium|high|extreme)$/),
      creation_date: expect.any(String),
      title: expect.stringContaining(DEMO_LABEL),
      subtitle: expect.any(String),
      description: expect.stringContaining(DEMO_LABEL),
      flag: expect.any(String),
      icon: expect.any(String),
      risk_icon: expect.any(String),
      risk_name: expect.any(String),
      categoryID: expect.any(Number),
      demo: true,
      affected: null,
    });
  });

  test('without the travel module no alert counts affected travellers, even for an admin', async () => {
    const response = await get('admin', getList.path, { alert_level: 'high,extreme', limit: '100' });
    expect(response.statusCode).toBe(200);
    const items = response.json<NewsAlertItem[]>();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.affected === null)).toBe(true);
  });

  test('offset is a page number: pages follow each other without overlap', async () => {
    const first = await list({ limit: '5', offset: '0' });
    const second = await list({ limit: '5', offset: '1' });
    const both = await list({ limit: '10', offset: '0' });
    expect([...first, ...second].map((item) => item.id)).toEqual(both.map((item) => item.id));
    expect(await list({ offset: '100000' })).toEqual([]);
  });

  test('country and level narrow to that country and level', async () => {
    const sample = await natDb().selectFrom('news_alerts').select(['country_id', 'alert_level']).orderBy('id').executeTakeFirstOrThrow();
    const items = await list({ country: String(sample.country_id), alert_level: sample.alert_level, limit: '100' });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.countryID === sample.country_id && item.alert_level === sample.alert_level)).toBe(true);
    const expected = await natDb()
      .selectFrom('news_alerts')
      .select('id')
      .where('country_id', '=', sample.country_id)
      .where('alert_level', '=', sample.alert_level)
      .execute();
    expect(items).toHaveLength(expected.length);
  });

  test('zone, category, several levels and search filter', async () => {
    const byZone = await list({ zone: '1', limit: '100' });
    expect(byZone.every((item) => item.zone === 1)).toBe(true);
    const category = (await get('analyst', getRisksCategories.path)).json<ThreatCategory[]>()[0];
    const byCategory = await list({ category_risk: String(category?.id), limit: '100' });
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.every((item) => item.categoryID === category?.id && item.risk_name === category?.name)).toBe(true);
    const severe = await list({ alert_level: 'high,extreme', limit: '100' });
    expect(severe.length).toBeGreaterThan(0);
    expect(severe.every((item) => item.alert_level === 'high' || item.alert_level === 'extreme')).toBe(true);
    const target = byCategory[0];
    const found = await list({ search: target?.country.toUpperCase() ?? '', limit: '100' });
    expect(found.map((item) => item.id)).toContain(target?.id);
    expect(found.every((item) => `${item.title} ${item.subtitle} ${item.country}`.toLowerCase().includes(target?.country.toLowerCase() ?? ''))).toBe(true);
    expect(await list({ search: '100%_!' })).toEqual([]);
  });

  test.each<Fields>([
    { limit: 'ten' },
    { limit: '0' },
    { limit: '1000' },
    { offset: '-1' },
    { offset: '1.5' },
    { country: 'x' },
    { zone: '0' },
    { category_risk: '1e3' },
    { alert_level: 'severe' },
  ])('garbage %j answers 400', async (fields) => {
    const response = await get('analyst', getList.path, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: Object.keys(fields)[0] });
  });

  // Its handler's refusals, and a text the declared pattern refuses ('ten'), answered by the host with the
  // declaration's message and code (Matching's `code`).
  test('its refusals are coded for the web to translate', async () => {
    expect((await get('analyst', getList.path, { limit: 'ten' })).json()).toMatchObject({
      message: 'Not a valid number: limit',
      code: 'nat:notANumber',
      params: { field: 'limit' },
    });
    expect((await get('analyst', getList.path, { limit: '1000' })).json()).toMatchObject({
      message: 'Not a valid number: limit',
      code: 'nat:notANumber',
      params: { field: 'limit' },
    });
    expect((await get('analyst', getList.path, { alert_level: 'severe' })).json()).toMatchObject({
      message: 'Not a valid alert level: alert_level',
      code: 'nat:notAnAlertLevel',
    });
  });
});

test('a user who holds only nat may read the area and country lists its filters offer, and nothing else of GPA', async () => {
  await natDb().updateTable('customers').set({ permissions: '["nat"]' }).where('username', '=', 'traveller').execute();
  const natOnly = await server.login('traveller', 'Vigil-traveller-1');
  const as = (path: string, fields: Fields = {}) => legacyGet(server, path, { ...credentials(server, natOnly), ...fields });
  expect((await as('/countries/getContinents')).statusCode).toBe(200);
  expect((await as('/countries/getCountriesAvailable')).statusCode).toBe(200);
  expect((await as(getList.path)).statusCode).toBe(200);
  expect((await as('/zones/getData')).statusCode).toBe(403);
  expect((await as('/countries/getCountryDetail', { country: '1' })).statusCode).toBe(403);
});
