import type { ContinentCountry, ContinentDetail, ContinentSummary, CountryCode, CountryDetail, CountryTime, MapArea } from '../../host/core/risk-content-contract';
import { DEMO_LABEL, GPA_PATHS, PRINT_REQUEST_SENT, RISK_LEVEL_COLOURS } from '../../host/core/risk-content-contract';
import { legendBand } from '../../host/core/risk-math';
import { demoCountryProfile } from '../../host/server/gpa/demo-country-content';
import { seedDemoRiskContent } from '../../host/server/gpa/seed-risk-content';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyGet, legacyPost, type Fields } from './support/legacy-request';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer({ plugins: [] });
  tokens.admin = await server.login('admin', 'Vigil-admin-1');
  tokens.analyst = await server.login('analyst', 'Vigil-analyst-1');
  tokens.traveller = await server.login('traveller', 'Vigil-traveller-1');
  tokens.visitor = await server.login('visitor', 'Vigil-visitor-1');
}, 60_000);
afterAll(async () => server?.close());

const get = (who: string, path: string, fields: Fields = {}) => legacyGet(server, path, { ...credentials(server, tokens[who] ?? ''), ...fields });
const post = (who: string, path: string, fields: Fields = {}) => legacyPost(server, path, { ...credentials(server, tokens[who] ?? ''), ...fields });

async function countryId(iso2: string): Promise<number> {
  return (await server.server.db.selectFrom('countries').select('id').where('iso2', '=', iso2).executeTakeFirstOrThrow()).id;
}

/** A country whose data allows the geopolitical block (most do). */
async function allowingCountry(): Promise<number> {
  const row = await server.server.db.selectFrom('country_risk_profiles').select('country_id').where('allows_geopolitical', '=', 1).orderBy('country_id').executeTakeFirstOrThrow();
  return row.country_id;
}

describe('seed step demo-risk-content', () => {
  test('gives every country a demo profile, once', async () => {
    const { db } = server.server;
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
    const { db } = server.server;
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
    await seedDemoRiskContent(db);
    expect(await db.selectFrom('news_alerts').select('id').execute()).toHaveLength(before.length);
  });
});

describe('getCountryDetail', () => {
  test('answers the detail with geopolitical risks to an analyst', async () => {
    const id = await allowingCountry();
    const response = await get('analyst', GPA_PATHS.countryDetail, { country: String(id) });
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
    const detail = (await get('admin', GPA_PATHS.countryDetail, { country: String(await countryId('IT')) })).json<CountryDetail>();
    expect(detail.country_code_number).toBe('+39');
    expect(detail.cities.find((city) => city.isCapital)).toMatchObject({ name: 'Rome' });
    expect(detail.areaSettings.latitude).toBeCloseTo(41.9, 0);
  });

  test('a visitor (free) gets the detail without geopolitical risks', async () => {
    const response = await get('visitor', GPA_PATHS.countryDetail, { country: String(await allowingCountry()) });
    expect(response.statusCode).toBe(200);
    expect(response.json<CountryDetail>()).not.toHaveProperty('geopoliticalRisks');
  });

  test('a country that does not allow it hides geopolitical risks even from an admin', async () => {
    const row = await server.server.db.selectFrom('country_risk_profiles').select('country_id').where('allows_geopolitical', '=', 0).executeTakeFirstOrThrow();
    const detail = (await get('admin', GPA_PATHS.countryDetail, { country: String(row.country_id) })).json<CountryDetail>();
    expect(detail).not.toHaveProperty('geopoliticalRisks');
  });

  test('a traveller is denied; bad and unknown ids answer 400 and 404', async () => {
    expect((await get('traveller', GPA_PATHS.countryDetail, { country: '1' })).statusCode).toBe(403);
    expect((await get('admin', GPA_PATHS.countryDetail, { country: 'abc' })).statusCode).toBe(400);
    expect((await get('admin', GPA_PATHS.countryDetail)).statusCode).toBe(400);
    expect((await get('admin', GPA_PATHS.countryDetail, { country: '999999' })).statusCode).toBe(404);
  });
});

describe('sendPrintRequest and addView', () => {
  test('records the print request and mails support', async () => {
    const id = await countryId('FR');
    const response = await post('analyst', GPA_PATHS.printRequest, { langSelected: 'French', countryID: String(id) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PRINT_REQUEST_SENT });
    const stored = await server.server.db.selectFrom('print_requests').selectAll().where('country_id', '=', id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.language).toBe('French');
    const mail = (await server.outbox()).at(-1);
    expect(mail?.subject).toBe('Print request: France (French)');
    expect(mail?.to).toBe(server.server.config.supportEmail);
  });

  test('a missing or unknown language answers 400 naming langSelected', async () => {
    const missing = await post('analyst', GPA_PATHS.printRequest, { countryID: '1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Missing input: langSelected', field: 'langSelected' });
    const unknown = await post('analyst', GPA_PATHS.printRequest, { langSelected: 'Klingon', countryID: '1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'langSelected' });
    expect((await post('analyst', GPA_PATHS.printRequest, { langSelected: 'English', countryID: 'x' })).statusCode).toBe(400);
    expect((await post('traveller', GPA_PATHS.printRequest, { langSelected: 'English', countryID: '1' })).statusCode).toBe(403);
  });

  test('addView records a view', async () => {
    const id = await countryId('DE');
    const response = await post('visitor', GPA_PATHS.addView, { country: String(id) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await server.server.db.selectFrom('country_views').select('id').where('country_id', '=', id).execute()).toHaveLength(1);
    expect((await post('visitor', GPA_PATHS.addView, { country: '-3' })).statusCode).toBe(400);
  });
});

describe('home and continent calls', () => {
  test('general detail has no configured map or file', async () => {
    const response = await get('visitor', GPA_PATHS.generalDetail);
    expect(response.json()).toEqual({ map: null, file: null });
  });

  test('zones answer coloured map areas with a private cache header, on GET and POST', async () => {
    const response = await get('analyst', GPA_PATHS.zones);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    const areas = response.json<MapArea[]>();
    expect(areas.length).toBeGreaterThan(240);
    const italy = areas.find((area) => area.iso2 === 'IT');
    expect(italy).toMatchObject({ iso3: 'ITA', name: 'Italy', colour: RISK_LEVEL_COLOURS[italy?.level ?? 'low'].background });
    expect((await post('analyst', GPA_PATHS.zones)).statusCode).toBe(200);
  });

  test('continents with counts add up to every country', async () => {
    const continents = (await get('admin', GPA_PATHS.continents)).json<ContinentSummary[]>();
    expect(continents.map((continent) => continent.name)).toContain('Europe');
    const total = continents.reduce((sum, continent) => sum + continent.count, 0);
    const countries = await server.server.db.selectFrom('countries').select('id').execute();
    expect(total).toBe(countries.length);
  });

  test('get-list answers id and code; another model is a 400', async () => {
    const list = (await get('visitor', GPA_PATHS.list, { model: 'countries' })).json<CountryCode[]>();
    expect(list).toContainEqual({ id: await countryId('IT'), code: 'IT' });
    expect((await get('visitor', GPA_PATHS.list, { model: 'cities' })).statusCode).toBe(400);
  });

  test('getTime answers timestamp, dst and gmtOffset from the time zone', async () => {
    const time = (await get('analyst', GPA_PATHS.time, { country: String(await countryId('IN')) })).json<CountryTime>();
    expect(time).toMatchObject({ dst: 0, gmtOffset: 19_800, zoneName: 'Asia/Kolkata' });
    expect(Math.abs(time.timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect((await get('analyst', GPA_PATHS.time, { country: '1.5' })).statusCode).toBe(400);
  });

  test('continent detail and country list; the user monitored levels come along', async () => {
    const europe = (await get('admin', GPA_PATHS.continents)).json<ContinentSummary[]>().find((continent) => continent.name === 'Europe');
    const detail = (await get('analyst', GPA_PATHS.continentDetail, { continent: String(europe?.id) })).json<ContinentDetail>();
    expect(detail).toMatchObject({ name: 'Europe', zoomLevel: expect.any(Number), zoomLatitude: expect.any(Number), zoomLongitude: expect.any(Number) });
    expect(detail.areas).toContain('IT');
    const list = (await get('analyst', GPA_PATHS.continentCountries, { continent: String(europe?.id) })).json<ContinentCountry[]>();
    expect(list).toHaveLength(europe?.count ?? -1);
    const italy = list.find((country) => country.name === 'Italy');
    expect(italy).toMatchObject({ id: await countryId('IT'), country_id: await countryId('IT'), level_alert: ['high', 'extreme'] });
    expect(italy?.risks[0]).toEqual({ level: expect.any(String), name: expect.any(String), icon: expect.any(String) });
    expect(list.find((country) => country.name === 'Spain')?.level_alert).toEqual([]);
    expect((await get('analyst', GPA_PATHS.continentDetail, { continent: '99999' })).statusCode).toBe(404);
    expect((await get('analyst', GPA_PATHS.continentCountries, { continent: 'eu' })).statusCode).toBe(400);
  });

  test('countries available lists every country with content, each with its world area', async () => {
    const list = (await get('visitor', GPA_PATHS.countriesAvailable)).json<Array<{ iso2: string; zone: number }>>();
    expect(list.length).toBeGreaterThan(240);
    const continents = (await get('visitor', GPA_PATHS.continents)).json<Array<{ id: number; name: string }>>();
    const europe = continents.find((continent) => continent.name === 'Europe');
    const africa = continents.find((continent) => continent.name === 'Africa');
    expect(list.find((country) => country.iso2 === 'IT')?.zone).toBe(europe?.id);
    expect(list.find((country) => country.iso2 === 'NG')?.zone).toBe(africa?.id);
  });

  test.each([
    GPA_PATHS.generalDetail,
    GPA_PATHS.zones,
    GPA_PATHS.continents,
    GPA_PATHS.list,
    GPA_PATHS.continentDetail,
    GPA_PATHS.continentCountries,
    GPA_PATHS.countriesAvailable,
  ])('a traveller is denied %s', async (path) => {
    expect((await get('traveller', path, { continent: '1' })).statusCode).toBe(403);
  });

  test('calls without a login token answer 401', async () => {
    expect((await legacyGet(server, GPA_PATHS.zones, { app_token: server.appToken })).statusCode).toBe(401);
  });
});
