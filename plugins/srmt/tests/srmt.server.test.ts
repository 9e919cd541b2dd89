import { credentials, legacyGet, legacyPost, type Fields } from '../../../tests/server/support/legacy-request';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import {
  getCities,
  getMyRequests,
  sendCountryThreatEvaluation,
  sendImpactEvaluation,
  sendSecurityEventDatabase,
  type SrmtRequest,
} from '../contract';
import srmt from '../manifest';
import type { SrmtTables } from '../server/tables';

const ANALYSTS = 'analysts@demo.vigil.example, desk@demo.vigil.example';
const SENT = { message: 'Your request has been sent' };
/** A project of the demo company (the platform's personnel seed). */
const PROJECT = 'Milan HQ';

let server: TestServer;
const tokens: Record<string, string> = {};
const db = () => pluginDatabase<SrmtTables>(server);

beforeAll(async () => {
  server = await startTestServer({ plugins: [srmt], pluginSettings: { VIGIL_SRMT_ANALYSTS_EMAIL: ANALYSTS } });
  // A dvr-s holder past the privacy gate (the route table's other permission), and one without either.
  await server.server.db
    .updateTable('customers')
    .set({ permissions: '["dvr-s"]', privacy_checked_at: new Date().toISOString() })
    .where('username', '=', 'newcomer')
    .execute();
  tokens.admin = await server.login('admin', 'Vigil-admin-1');
  tokens.dvrs = await server.login('newcomer', 'Vigil-newcomer-1');
  tokens.traveller = await server.login('traveller', 'Vigil-traveller-1');
}, 60_000);
afterAll(async () => server?.close());

const post = (who: string, path: string, fields: Fields = {}) => legacyPost(server, path, { ...credentials(server, tokens[who] ?? ''), ...fields });
const get = (who: string, path: string, fields: Fields = {}) => legacyGet(server, path, { ...credentials(server, tokens[who] ?? ''), ...fields });

const CTE = { country: 'Italy', language: 'French' };
const IE = { country: 'Nigeria', project: PROJECT, asset: '10m-50m', personnel: '51-250' };
const SED = { country: 'Italy', location: 'Rome', radius: '50', from_date: '2026-01-10', end_date: '2026-02-10' };

async function requestCount(): Promise<number> {
  return (await db().selectFrom('srmt_requests').select('id').execute()).length;
}

describe('sending the three requests', () => {
  test('each is answered with the spec\'s success, stored and mailed to the security analysts', async () => {
    const before = (await server.outbox()).length;

    const cte = await post('admin', sendCountryThreatEvaluation.path, CTE);
    expect([cte.statusCode, cte.json()]).toEqual([200, SENT]);
    const ie = await post('admin', sendImpactEvaluation.path, IE);
    expect([ie.statusCode, ie.json()]).toEqual([200, SENT]);
    const sed = await post('admin', sendSecurityEventDatabase.path, SED);
    expect([sed.statusCode, sed.json()]).toEqual([200, SENT]);

    const rows = await db()
      .selectFrom('srmt_requests')
      .innerJoin('customers', 'customers.id', 'srmt_requests.customer_id')
      .select(['srmt_requests.source', 'srmt_requests.country', 'srmt_requests.details', 'srmt_requests.status', 'customers.username'])
      .orderBy('srmt_requests.id')
      .execute();
    expect(rows.slice(-3)).toEqual([
      { source: 'cte', country: 'Italy', details: JSON.stringify({ language: 'French' }), status: 'sent', username: 'admin' },
      { source: 'ie', country: 'Nigeria', details: JSON.stringify({ project: PROJECT, asset: '10m-50m', personnel: '51-250' }), status: 'sent', username: 'admin' },
      {
        source: 'sed',
        country: 'Italy',
        details: JSON.stringify({ location: 'Rome', radius: '50', from_date: '2026-01-10', end_date: '2026-02-10' }),
        status: 'sent',
        username: 'admin',
      },
    ]);

    const mails = (await server.outbox()).slice(before);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [ANALYSTS, 'Country Threat Evaluation request: Italy'],
      [ANALYSTS, 'Impact Evaluation request: Nigeria'],
      [ANALYSTS, 'Security Events Database request: Italy'],
    ]);
    expect(mails[0]?.text).toContain('Language: French');
    expect(mails[0]?.text).toContain('admin@demo.vigil.example');
    expect(mails[1]?.text).toContain(`Project: ${PROJECT}`);
    expect(mails[1]?.text).toContain('Asset economic value: 10M to 50M');
    expect(mails[1]?.text).toContain('Personnel on site: 51 to 250');
    expect(mails[2]?.text).toContain('Location: Rome');
    expect(mails[2]?.text).toContain('Radius: 50 km');
    expect(mails[2]?.text).toContain('From date: 2026-01-10');
    expect(mails[2]?.text).toContain('End date: 2026-02-10');
  });

  test('a SED for the entire country may leave the location out', async () => {
    const { location, ...rest } = SED;
    expect(location).toBe('Rome');
    const response = await post('dvrs', sendSecurityEventDatabase.path, { ...rest, radius: '-1', end_date: rest.from_date });
    expect([response.statusCode, response.json()]).toEqual([200, SENT]);
    expect((await server.outbox()).at(-1)?.text).toContain('Radius: Entire Country');
  });
});

describe('the rules of spec part 1 §5', () => {
  test.each([
    [sendCountryThreatEvaluation.path, { language: 'English' }, 'Missing input: country', 'country'],
    [sendCountryThreatEvaluation.path, { country: 'Italy', language: '  ' }, 'Missing input: language', 'language'],
    [sendImpactEvaluation.path, { ...IE, project: '' }, 'Missing input: project', 'project'],
    [sendImpactEvaluation.path, { ...IE, asset: '' }, 'Missing input: asset', 'asset'],
    [sendImpactEvaluation.path, { ...IE, personnel: '' }, 'Missing input: personnel', 'personnel'],
    [sendSecurityEventDatabase.path, { ...SED, radius: '' }, 'Missing input: radius', 'radius'],
    [sendSecurityEventDatabase.path, { ...SED, from_date: '' }, 'Missing input: from_date', 'from_date'],
    [sendSecurityEventDatabase.path, { ...SED, end_date: '' }, 'Missing input: end_date', 'end_date'],
    [sendCountryThreatEvaluation.path, { country: 'Italy', language: 'Klingon' }, 'Not one of the choices: language', 'language'],
    [sendImpactEvaluation.path, { ...IE, asset: '1 euro' }, 'Not one of the choices: asset', 'asset'],
    [sendSecurityEventDatabase.path, { ...SED, radius: '30' }, 'Not one of the choices: radius', 'radius'],
    [sendSecurityEventDatabase.path, { ...SED, from_date: '2026-02-30' }, 'Not a valid date: from_date', 'from_date'],
    [sendSecurityEventDatabase.path, { ...SED, end_date: '2026-01-09' }, 'The end date cannot be before the from date', 'end_date'],
    [sendCountryThreatEvaluation.path, { country: 'Atlantis', language: 'English' }, 'Unknown country', 'country'],
    [sendSecurityEventDatabase.path, { ...SED, location: 'Paris' }, 'Not a city of the chosen country', 'location'],
    [sendImpactEvaluation.path, { ...IE, project: 'Somebody else\'s plant' }, 'Not a project of your company', 'project'],
  ])('%s %j answers 400 %s; nothing is stored or mailed', async (path, fields, message, field) => {
    const [rows, mails] = [await requestCount(), (await server.outbox()).length];
    const response = await post('admin', path, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
    expect([await requestCount(), (await server.outbox()).length]).toEqual([rows, mails]);
  });

  test.each([
    [{ language: 'English' }, { code: 'missingInput', params: { field: 'country' } }],
    [{ country: 'Italy', language: 'Klingon' }, { code: 'srmt:notAChoice', params: { field: 'language' } }],
    [{ country: 'Atlantis', language: 'English' }, { code: 'srmt:unknownCountry' }],
  ])('the refusal of %j is coded for the web to translate', async (fields, coded) => {
    expect((await post('admin', sendCountryThreatEvaluation.path, fields)).json()).toMatchObject(coded);
  });

  test('a missing field is named even when the field is left out of the body', async () => {
    const response = await post('admin', sendImpactEvaluation.path, { country: 'Italy' });
    expect([response.statusCode, response.json().message]).toEqual([400, 'Missing input: project']);
  });

  test('a text longer than its maximum is refused with 400', async () => {
    const response = await post('admin', sendCountryThreatEvaluation.path, { country: 'x'.repeat(201), language: 'English' });
    expect(response.statusCode).toBe(400);
  });
});

describe('permissions', () => {
  test('a user without admin, srmt or dvr-s is refused every call with 403', async () => {
    for (const [path, fields] of [
      [sendCountryThreatEvaluation.path, CTE],
      [sendImpactEvaluation.path, IE],
      [sendSecurityEventDatabase.path, SED],
    ] as const) {
      expect((await post('traveller', path, fields)).statusCode).toBe(403);
    }
    expect((await get('traveller', getMyRequests.path)).statusCode).toBe(403);
    expect((await get('traveller', getCities.path, { country: '1' })).statusCode).toBe(403);
  });

  test('a dvr-s holder may request, and may pick a project from /companies/getBuildings', async () => {
    const buildings = await get('dvrs', '/companies/getBuildings');
    expect(buildings.statusCode).toBe(200);
    expect((buildings.json() as Array<{ label: string }>).map((building) => building.label)).toContain(PROJECT);
    expect((await post('dvrs', sendImpactEvaluation.path, IE)).json()).toEqual(SENT);
  });
});

describe('getMyRequests', () => {
  test('lists only the caller\'s own requests, newest first, with date and status', async () => {
    await post('dvrs', sendCountryThreatEvaluation.path, { country: 'Kenya', language: 'German' });
    const mine = (await get('dvrs', getMyRequests.path)).json() as SrmtRequest[];
    const theirs = (await get('admin', getMyRequests.path)).json() as SrmtRequest[];

    expect(mine[0]).toEqual({ id: expect.any(Number), source: 'cte', country: 'Kenya', status: 'sent', created_at: expect.any(String) });
    expect(Number.isNaN(Date.parse(mine[0]?.created_at ?? ''))).toBe(false);
    expect(mine.map((request) => request.id)).toEqual([...mine.map((request) => request.id)].sort((a, b) => b - a));
    const adminIds = new Set(theirs.map((request) => request.id));
    expect(mine.some((request) => adminIds.has(request.id))).toBe(false);
    expect(theirs.map((request) => request.source).slice(0, 3)).toEqual(['sed', 'ie', 'cte']);
  });
});

describe('getCities', () => {
  test("answers a country's cities by name, and 404 for an unknown country", async () => {
    const italy = await db().selectFrom('countries').select('id').where('name', '=', 'Italy').executeTakeFirstOrThrow();
    const cities = (await get('admin', getCities.path, { country: String(italy.id) })).json() as Array<{ name: string }>;
    expect(cities.map((city) => city.name)).toContain('Rome');
    expect(cities.map((city) => city.name)).toEqual([...cities.map((city) => city.name)].sort());

    const unknown = await get('admin', getCities.path, { country: '999999' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Unknown country']);
    expect((await get('admin', getCities.path, { country: 'x' })).statusCode).toBe(400);
  });
});
