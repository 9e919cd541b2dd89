import { credentials, legacyGet, legacyPost, type Fields } from '../../../tests/server/support/legacy-request';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import {
  addView,
  DEMO_LABEL,
  getContinentCountryList,
  getContinentDetail,
  getContinents,
  getCountriesAvailable,
  getCountryDetail,
  getCountryList,
  getGeneralDetail,
  getTime,
  getZones,
  legendBand,
  PRINT_REQUEST_SENT,
  RISK_LEVEL_COLOURS,
  sendPrintRequest,
  type ContinentCountry,
  type ContinentDetail,
  type ContinentSummary,
  type CountryCode,
  type CountryDetail,
  type CountryTime,
  type MapArea,
} from '../contract';
import gpa from '../manifest';
import { demoCountryProfile } from '../server/seed/demo-country-content';
import { seedDemoRiskContent } from '../server/seed/seed-risk-content';
import type { GpaTables } from '../server/tables';

/** The alerts the seed step writes too (nat's table: plugins/nat/server/tables.ts). */
interface SeededAlerts {
  news_alerts: { id: number };
}

let server: TestServer;
const gpaDb = () => pluginDatabase<GpaTables & SeededAlerts>(server);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer({ plugins: [gpa] });
  tokens.admin = await server.login('admin', 'Vigil-admin-1');
  tokens.analyst = await server.login('analyst', 'Vigil-analyst-1');
  tokens.traveller = await server.login('traveller', 'Vigil-traveller-1');
  tokens.visitor = await server.login('visitor', 'Vigil-visitor-1');
}, 60_000);
afterAll(async () => server?.close());

const get = (who: string, path: string, fields: Fields = {}) => legacyGet(server, path, { ...credentials(server, tokens[who] ?? ''), ...fields });
const post = (who: string, path: string, fields: Fields = {}) => legacyPost(server, path, { ...credentials(server, tokens[who] ?? ''), ...fields });

async function countryId(iso2: string): Promise<number> {
  return (await gpaDb().selectFrom('countries').select('id').where('iso2', '=', iso2).executeTakeFirstOrThrow()).id;
}

/** A country whose data allows the geopolitical block (most do). */
async function allowingCountry(): Promise<number> {
  const row = await gpaDb().selectFrom('country_risk_profiles').select('country_id').where('allows_geopolitical', '=', 1).orderBy('country_id').executeTakeFirstOrThrow();
  return row.country_id;
}

describe('seed step demo-risk-content', () => {
  test('gives every country a demo profile, once', async () => {
    const db = gpaDb();
    const countries = await db.selectFrom('countries').select('id').execute();
    const profiles = await db.selectFrom('country_risk_profiles').select(['country_id', 'is_demo', 'allows_geopolitical']).execute();
    expect(countries.length).toBeGreaterThan(240);
    expect(profiles).toHaveLength(countries.length);
    expect(profiles.every((profile) => profile.is_demo === 1)).toBe(true);
    const allowing = profiles.filter((profile) => profile.allows_geopolitical === 1).length;
    expect(allowing / profiles.length).toBeGreaterThan(0.75);
    expect(allowing).toBeLessThan(profiles.length);
    const steps = await db.selectFrom('seed_steps').select('name').execute();
    expect(steps.map((step) => step.name)).toContain('demo-risk-content');
  });

  test('stores what the generator gives for the seed time, and running it again adds nothing', async () => {
    const db = gpaDb();
    const italy = await db
      .selectFrom('countries')
      .innerJoin('country_risk_profiles', 'country_risk_profiles.country_id', 'countries.id')
      .select(['countries.iso2', 'countries.name', 'countries.capital', 'country_risk_profiles.content', 'country_risk_profiles.updated_at', 'country_risk_profiles.evaluation_tenths'])
      .where('countries.iso2', '=', 'IT')
      .executeTakeFirstOrThrow();
    const expected = demoCountryProfile(italy, new Date(italy.updated_at));
    expect(JSON.parse(italy.content)).toEqual(expected.content);
    expect(italy.evaluation_tenths).toBe(expected.evaluationTenths);
    const before = await db.selectFrom('news_alerts').select('id').execute();
    await seedDemoRiskContent(pluginDatabase<GpaTables>(server));
    expect(await db.selectFrom('news_alerts').select('id').execute()).toHaveLength(before.length);
  });
});

describe('getCountryDetail', () => {
  test('answers the detail with geopolitical risks to an analyst', async () => {
    const id = await allowingCountry();
    const response = await get('analyst', getCountryDetail.path, { country: String(id) });
    expect(response.statusCode).toBe(200);
    const detail = response.json<CountryDetail>();
    expect(detail).toMatchObject({ id, demo: true, zone: expect.any(Number), zoneName: expect.any(String) });
    expect(detail.flag).toMatch(/^\p{Regional_Indicator}{2}$/u);
    const level = legendBand(detail.security_country_evaluation);
    expect(detail.securityBackgroundColor).toBe(RISK_LEVEL_COLOURS[level].background);
    expect(detail.securityColor).toBe(RISK_LEVEL_COLOURS[level].text);
    expect(Math.round(detail.security_country_evaluation * 10)).toBeCloseTo(detail.security_country_evaluation * 10, 6);
    expect(detail.risks[0]).toEqual({ name: expect.any(String), icon: expect.any(String), level: expect.any(String), status: expect.any(String), updates: expect.any(String) });
    expect(detail.geopoliticalRisks?.length).toBeGreaterThan(0);
    expect(detail.generalNews[0]?.description).toContain(DEMO_LABEL);
    expect(detail.riskUpdates.length).toBeGreaterThan(0);
    expect(detail.travelAdvices.length).toBeGreaterThan(0);
    expect(detail.security_summary).toContain(DEMO_LABEL);
  });

  test('Italy has its capital among the markers and its calling code', async () => {
    const detail = (await get('admin', getCountryDetail.path, { country: String(await countryId('IT')) })).json<CountryDetail>();
    expect(detail.country_code_number).toBe('+39');
    expect(detail.cities.find((city) => city.isCapital)).toMatchObject({ name: 'Rome' });
    expect(detail.areaSettings.latitude).toBeCloseTo(41.9, 0);
  });

  test('a visitor (free) gets the detail without geopolitical risks', async () => {
    const response = await get('visitor', getCountryDetail.path, { country: String(await allowingCountry()) });
    expect(response.statusCode).toBe(200);
    expect(response.json<CountryDetail>()).not.toHaveProperty('geopoliticalRisks');
  });

  test("the admin's 'Political risk visible' switch hides the geopolitical risks from that employee, at once", async () => {
    const id = String(await allowingCountry());
    const setVisible = (visible: number) =>
      server.server.db.updateTable('customers').set({ political_risk_visible: visible }).where('username', '=', 'analyst').execute();
    try {
      await setVisible(0);
      const hidden = await get('analyst', getCountryDetail.path, { country: id });
      expect(hidden.statusCode).toBe(200);
      expect(hidden.json<CountryDetail>()).not.toHaveProperty('geopoliticalRisks');
    } finally {
      await setVisible(1);
    }
    expect((await get('analyst', getCountryDetail.path, { country: id })).json<CountryDetail>().geopoliticalRisks?.length).toBeGreaterThan(0);
  });

  test('a country that does not allow it hides geopolitical risks even from an admin', async () => {
    const row = await gpaDb().selectFrom('country_risk_profiles').select('country_id').where('allows_geopolitical', '=', 0).executeTakeFirstOrThrow();
    const detail = (await get('admin', getCountryDetail.path, { country: String(row.country_id) })).json<CountryDetail>();
    expect(detail).not.toHaveProperty('geopoliticalRisks');
  });

  test('a traveller is denied; bad and unknown ids answer 400 and 404', async () => {
    expect((await get('traveller', getCountryDetail.path, { country: '1' })).statusCode).toBe(403);
    expect((await get('admin', getCountryDetail.path, { country: 'abc' })).statusCode).toBe(400);
    expect((await get('admin', getCountryDetail.path)).statusCode).toBe(400);
    expect((await get('admin', getCountryDetail.path, { country: '999999' })).statusCode).toBe(404);
  });
});

describe('sendPrintRequest and addView', () => {
  test('records the print request and mails support', async () => {
    const id = await countryId('FR');
    const response = await post('analyst', sendPrintRequest.path, { langSelected: 'French', countryID: String(id) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PRINT_REQUEST_SENT });
    const stored = await gpaDb().selectFrom('print_requests').selectAll().where('country_id', '=', id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.language).toBe('French');
    const mail = (await server.outbox()).at(-1);
    expect(mail?.subject).toBe('Print request: France (French)');
    expect(mail?.to).toBe(server.server.config.supportEmail);
  });

  test('a missing or unknown language answers 400 naming langSelected', async () => {
    const missing = await post('analyst', sendPrintRequest.path, { countryID: '1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Missing input: langSelected', field: 'langSelected', code: 'missingInput', params: { field: 'langSelected' } });
    const unknown = await post('analyst', sendPrintRequest.path, { langSelected: 'Klingon', countryID: '1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'Language must be one of Italian, English, French, German: langSelected',
      field: 'langSelected',
      code: 'gpa:printLanguage',
      params: { languages: 'Italian, English, French, German', field: 'langSelected' },
    });
    expect((await post('analyst', sendPrintRequest.path, { langSelected: 'English', countryID: 'x' })).statusCode).toBe(400);
    expect((await post('traveller', sendPrintRequest.path, { langSelected: 'English', countryID: '1' })).statusCode).toBe(403);
  });

  test('addView records a view', async () => {
    const id = await countryId('DE');
    const response = await post('visitor', addView.path, { country: String(id) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await gpaDb().selectFrom('country_views').select('id').where('country_id', '=', id).execute()).toHaveLength(1);
    expect((await post('visitor', addView.path, { country: '-3' })).statusCode).toBe(400);
  });
});

describe('home and continent calls', () => {
  test('general detail has no configured map or file', async () => {
    const response = await get('visitor', getGeneralDetail.path);
    expect(response.json()).toEqual({ map: null, file: null });
  });

  test('zones answer coloured map areas with a private cache header, on GET and POST', async () => {
    const response = await get('analyst', getZones.path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    const areas = response.json<MapArea[]>();
    expect(areas.length).toBeGreaterThan(240);
    const italy = areas.find((area) => area.iso2 === 'IT');
    expect(italy).toMatchObject({ iso3: 'ITA', name: 'Italy', colour: RISK_LEVEL_COLOURS[italy?.level ?? 'low'].background });
    expect((await post('analyst', getZones.path)).statusCode).toBe(200);
  });

  test('continents with counts add up to every country', async () => {
    const continents = (await get('admin', getContinents.path)).json<ContinentSummary[]>();
    expect(continents.map((continent) => continent.name)).toContain('Europe');
    const total = continents.reduce((sum, continent) => sum + continent.count, 0);
    const countries = await gpaDb().selectFrom('countries').select('id').execute();
    expect(total).toBe(countries.length);
  });

  test('get-list answers id and code; another model is a 400', async () => {
    const list = (await get('visitor', getCountryList.path, { model: 'countries' })).json<CountryCode[]>();
    expect(list).toContainEqual({ id: await countryId('IT'), code: 'IT' });
    expect((await get('visitor', getCountryList.path, { model: 'cities' })).statusCode).toBe(400);
  });

  test('getTime answers timestamp, dst and gmtOffset from the time zone', async () => {
    const time = (await get('analyst', getTime.path, { country: String(await countryId('IN')) })).json<CountryTime>();
    expect(time).toMatchObject({ dst: 0, gmtOffset: 19_800, zoneName: 'Asia/Kolkata' });
    expect(Math.abs(time.timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect((await get('analyst', getTime.path, { country: '1.5' })).statusCode).toBe(400);
  });

  test("getTime answers the capital's zone of a country with several: Lisbon's for Portugal, not the Azores'", async () => {
    for (const [iso2, zoneName] of [['PT', 'Europe/Lisbon'], ['US', 'America/New_York'], ['AU', 'Australia/Sydney']] as const) {
      const time = (await get('analyst', getTime.path, { country: String(await countryId(iso2)) })).json<CountryTime>();
      expect([iso2, time.zoneName]).toEqual([iso2, zoneName]);
    }
  });

  test('continent detail and country list; the user monitored levels come along', async () => {
    const europe = (await get('admin', getContinents.path)).json<ContinentSummary[]>().find((continent) => continent.name === 'Europe');
    const detail = (await get('analyst', getContinentDetail.path, { continent: String(europe?.id) })).json<ContinentDetail>();
    expect(detail).toMatchObject({ name: 'Europe', zoomLevel: expect.any(Number), zoomLatitude: expect.any(Number), zoomLongitude: expect.any(Number) });
    expect(detail.areas).toContain('IT');
    const list = (await get('analyst', getContinentCountryList.path, { continent: String(europe?.id) })).json<ContinentCountry[]>();
    expect(list).toHaveLength(europe?.count ?? -1);
    const italy = list.find((country) => country.name === 'Italy');
    expect(italy).toMatchObject({ id: await countryId('IT'), country_id: await countryId('IT'), level_alert: ['high', 'extreme'] });
    expect(italy?.risks[0]).toEqual({ level: expect.any(String), name: expect.any(String), icon: expect.any(String) });
    expect(list.find((country) => country.name === 'Spain')?.level_alert).toEqual([]);
    expect((await get('analyst', getContinentDetail.path, { continent: '99999' })).statusCode).toBe(404);
    expect((await get('analyst', getContinentCountryList.path, { continent: 'eu' })).statusCode).toBe(400);
  });

  test('countries available lists every country with content, each with its world area', async () => {
    const list = (await get('visitor', getCountriesAvailable.path)).json<Array<{ iso2: string; zone: number }>>();
    expect(list.length).toBeGreaterThan(240);
    const continents = (await get('visitor', getContinents.path)).json<Array<{ id: number; name: string }>>();
    const europe = continents.find((continent) => continent.name === 'Europe');
    const africa = continents.find((continent) => continent.name === 'Africa');
    expect(list.find((country) => country.iso2 === 'IT')?.zone).toBe(europe?.id);
    expect(list.find((country) => country.iso2 === 'NG')?.zone).toBe(africa?.id);
  });

  test.each([
    getGeneralDetail.path,
    getZones.path,
    getContinents.path,
    getCountryList.path,
    getContinentDetail.path,
    getContinentCountryList.path,
    getCountriesAvailable.path,
  ])('a traveller is denied %s', async (path) => {
    expect((await get('traveller', path, { continent: '1' })).statusCode).toBe(403);
  });

  test('calls without a login token answer 401', async () => {
    expect((await legacyGet(server, getZones.path, { app_token: server.appToken })).statusCode).toBe(401);
  });
});
