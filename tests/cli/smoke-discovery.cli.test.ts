import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nock from 'nock';
import { runSmoke } from '../../cli/commands/smoke';
import { recordingIo } from '../../cli/output/cli-io';
import { discoverEndpoints } from '../../cli/smoke/discover-endpoints';
import { runSmokeTable, type SmokeRow } from '../../cli/smoke/run-smoke-table';
import { smokeTable } from '../../cli/smoke/smoke-table';
import { platformEndpoints } from '../../host/core/contract';
import { Binary, defineEndpoint, IdText, Line, MessageAnswer, NoInput, Schema, type AnyEndpoint } from '../../host/core/endpoints';
import { getOverview } from '../../plugins/cmr/contract';
import { LEGACY_ORIGIN, NEW_ORIGIN, TARGET, mockBackends } from './support/mock-backends';
import { repoRoot, rowFor } from './support/smoke-rows';
import { makeTempRepo } from './support/temp-repo';

afterEach(() => {
  nock.abortPendingRequests();
  nock.cleanAll();
});

// Take nock's interceptor off the shared http module, or the next test file in this worker trips over it.
afterAll(() => nock.restore());

/** A module of the test's own, so that these rules hold whatever the repository's contracts declare. */
const ATLAS_ACCESS = { allowed: ['admin', 'atlas'] };
const Place = Schema.Object({ id: Schema.Integer(), name: Schema.String() });

const placeDetail = defineEndpoint({
  id: 'atlas.getPlace',
  backend: 'legacy',
  method: 'GET',
  path: '/atlas/place',
  summary: 'One place',
  // Visitors may read a place, not the list: their row of it needs an id they cannot get.
  access: { allowed: ['admin', 'atlas', 'free'] },
  input: Schema.Object({ place: IdText(), lang: Line() }),
  answer: Schema.Object({ name: Schema.String(), tags: Schema.Array(Schema.String()) }),
  // Declared before the list that yields its id: the table runs it after.
  smoke: { from: { place: 'placeId' }, fields: { lang: 'en' } },
});

const status = defineEndpoint({
  id: 'atlas.getStatus',
  backend: 'legacy',
  method: 'GET',
  path: '/atlas/status',
  summary: 'Whether the atlas is up',
  access: 'public',
  input: NoInput,
  answer: Schema.Object({ up: Schema.Boolean() }),
  smoke: {},
});

const places = defineEndpoint({
  id: 'atlas.getPlaces',
  backend: 'legacy',
  method: 'GET',
  path: '/atlas/places',
  summary: 'The places',
  access: ATLAS_ACCESS,
  input: NoInput,
  answer: Schema.Array(Place),
  smoke: {
    keeps: ['placeId'],
    keep: (answer) => ({ placeId: (answer as Array<{ id: number }>)[0]?.id.toString() }),
  },
});

const regions = defineEndpoint({
  id: 'atlas.getRegions',
  backend: 'legacy',
  method: 'GET',
  path: '/atlas/regions',
  summary: 'The regions',
  access: ATLAS_ACCESS,
  input: NoInput,
  answer: Schema.Array(Schema.String()),
  smoke: { minItems: 2 },
});

const map = defineEndpoint({
  id: 'atlas.getMap',
  backend: 'new',
  method: 'GET',
  path: '/atlas/map.pdf',
  summary: 'The map',
  access: ATLAS_ACCESS,
  input: NoInput,
  answer: Binary('application/pdf'),
  smoke: { startsWith: '%PDF-' },
});

const search = defineEndpoint({
  id: 'atlas.search',
  backend: 'new',
  method: 'POST',
  path: '/atlas/search',
  summary: 'Finds places (a read the newer API takes as POST)',
  access: 'session',
  input: Schema.Object({ text: Line() }),
  answer: Schema.Array(Place),
  smoke: { fields: { text: 'Rome' } },
});

const secret = defineEndpoint({
  id: 'atlas.getSecret',
  backend: 'legacy',
  method: 'GET',
  path: '/atlas/secret',
  summary: 'Not for visitors',
  access: { allowed: ['admin', 'atlas'], notAllowed: ['free'] },
  input: NoInput,
  answer: MessageAnswer,
  smoke: {},
});

const addPlace = defineEndpoint({
  id: 'atlas.addPlace',
  backend: 'legacy',
  method: 'POST',
  path: '/atlas/add-place',
  summary: 'Writes: never a smoke row',
  access: ATLAS_ACCESS,
  input: Schema.Object({ name: Line() }),
  answer: MessageAnswer,
});

const ATLAS: readonly AnyEndpoint[] = [placeDetail, status, places, regions, map, search, secret, addPlace];
const TABLE = smokeTable(ATLAS);

const ANSWERS: Record<string, nock.ReplyBody> = {
  '/customers/loginCustomer': { login_token: 'token-1', email: 'atlas@vigil.example', permission: ['atlas'] },
  '/auth': { jwt: 'jwt-1', account: { legacy_id: 1 } },
  '/atlas/status': { up: true },
  '/atlas/places': [{ id: 7, name: 'Rome' }],
  '/atlas/place': { name: 'Rome', tags: ['capital'] },
  '/atlas/regions': ['Lazio', 'Veneto'],
  '/atlas/search': [{ id: 7, name: 'Rome' }],
  '/atlas/secret': { message: 'hidden' },
};

/** The atlas backends: every row answered as declared unless `overrides` says otherwise; what was sent, kept. */
function atlasBackends(overrides: Partial<Record<string, (interceptor: nock.Interceptor) => nock.Scope>> = {}) {
  const sent: Array<{ path: string; body: unknown; authorization?: string }> = [];
  for (const call of TABLE) {
    const [origin, base] = call.backend === 'new' ? [NEW_ORIGIN, '/v2'] : [LEGACY_ORIGIN, '/api'];
    const interceptor = nock(origin)[call.method === 'POST' ? 'post' : 'get']((uri) => uri.split('?')[0] === `${base}${call.path}`);
    const override = overrides[call.path];
    if (override) {
      override(interceptor);
      continue;
    }
    interceptor.reply(
      200,
      function (this: nock.ReplyFnContext, uri: string, body: nock.Body) {
        sent.push({ path: uri, body, ...(this.req.headers.authorization ? { authorization: String(this.req.headers.authorization) } : {}) });
        return call.path === map.path ? '%PDF-1.7 map' : (ANSWERS[call.path] ?? {});
      },
      call.path === map.path ? { 'content-type': 'application/pdf' } : {},
    );
  }
  return { sent, to: (pathName: string) => sent.find((call) => call.path.split('?')[0]?.endsWith(pathName)) };
}

describe('the smoke rows of declarations', () => {
  it('are made of the declarations with `smoke` only, sign-in and /auth first, a row after the row keeping its id', () => {
    expect(TABLE.map((call) => `${call.backend} ${call.method} ${call.path}`)).toEqual([
      'legacy POST /customers/loginCustomer',
      'new POST /auth',
      'legacy GET /atlas/status',
      'legacy GET /atlas/places',
      'legacy GET /atlas/place',
      'legacy GET /atlas/regions',
      'new GET /atlas/map.pdf',
      'new POST /atlas/search',
      'legacy GET /atlas/secret',
    ]);
  });

  it("take module, credentials, permissions and the values they need from the declaration", () => {
    const [, , statusRow, placesRow, placeRow, , mapRow, searchRow, secretRow] = TABLE;
    expect(TABLE.slice(2).map((call) => call.module)).toEqual(Array(7).fill('atlas'));
    expect(TABLE.slice(2).map((call) => call.endpoint)).toEqual([status, places, placeDetail, regions, map, search, secret]);
    expect(statusRow).toMatchObject({ needs: [] });
    expect(statusRow?.allowedFor).toBeUndefined();
    expect(placesRow).toMatchObject({ needs: ['loginToken'], produces: ['placeId'] });
    expect(placesRow?.allowedFor).toBe(ATLAS_ACCESS.allowed);
    expect(placeRow).toMatchObject({ needs: ['loginToken', 'placeId'] });
    expect(mapRow).toMatchObject({ needs: ['jwt'], answer: 'text' });
    expect(searchRow).toMatchObject({ needs: ['jwt'] });
    expect(searchRow?.allowedFor).toBeUndefined();
    expect(secretRow).toMatchObject({ allowedFor: ['admin', 'atlas'], notAllowed: ['free'] });
  });

  it('send the credentials the access needs and the fields the smoke declaration fills', async () => {
    const backends = atlasBackends();

    const rows = await runSmokeTable(TABLE, TARGET);

    expect(rows.filter((row) => !row.ok)).toEqual([]);
    expect(backends.to('/atlas/status')?.path).toBe('/api/atlas/status');
    expect(backends.to('/atlas/place')?.path).toBe('/api/atlas/place?login_token=token-1&app_token=test-app-token&lang=en&place=7');
    expect(backends.to('/atlas/map.pdf')?.authorization).toBe('Bearer jwt-1');
    expect(backends.to('/atlas/search')).toMatchObject({ body: { text: 'Rome' }, authorization: 'Bearer jwt-1' });
  });

  it('fail an answer outside its schema, naming where and the schema path', async () => {
    atlasBackends({ '/atlas/place': (interceptor) => interceptor.reply(200, { name: 'Rome', tags: [3] }) });

    const rows = await runSmokeTable(TABLE, TARGET);

    expect(rowFor(rows, '/atlas/place')).toMatchObject({
      ok: false,
      status: 200,
      error: 'wrong shape: /tags/0 must be string (schema #/properties/tags/items/type)',
    });
    expect(rows.filter((row) => !row.ok)).toHaveLength(1);
  });

  it('fail a list shorter than the smoke declaration says the deployment must have', async () => {
    atlasBackends({ '/atlas/regions': (interceptor) => interceptor.reply(200, ['Lazio']) });

    const rows = await runSmokeTable(TABLE, TARGET);

    expect(rowFor(rows, '/atlas/regions').error).toBe('wrong shape: expected at least 2 items, got 1');
  });

  it('fail a row whose answer yields no value it keeps, and report the rows needing it as not run', async () => {
    const backends = atlasBackends({ '/atlas/places': (interceptor) => interceptor.reply(200, []) });

    const rows = await runSmokeTable(TABLE, TARGET);

    expect(rowFor(rows, '/atlas/places')).toMatchObject({ ok: false, status: 200, error: 'no place id in the answer, which later rows need' });
    expect(rowFor(rows, '/atlas/place')).toMatchObject({
      ok: false,
      skipped: false,
      status: null,
      error: 'not run: needs a place id from /atlas/places',
    });
    expect(backends.to('/atlas/place')).toBeUndefined();
  });

  it('fail a file answered with another content type', async () => {
    atlasBackends({ '/atlas/map.pdf': (interceptor) => interceptor.reply(200, '%PDF-1.7', { 'content-type': 'text/plain' }) });

    const rows = await runSmokeTable(TABLE, TARGET);

    expect(rowFor(rows, '/atlas/map.pdf')).toMatchObject({ ok: false, error: 'wrong content type: expected application/pdf, got text/plain' });
  });

  it('skip what the smoke user may not make, and what needs a value of a skipped row', async () => {
    const backends = atlasBackends({
      '/customers/loginCustomer': (interceptor) =>
        interceptor.reply(200, { login_token: 'token-1', email: 'visitor@vigil.example', permission: ['free'] }),
    });

    const rows = await runSmokeTable(TABLE, TARGET);

    expect(rowFor(rows, '/atlas/places')).toMatchObject({ skipped: true, error: 'skipped: the smoke user holds none of admin, atlas' });
    expect(rowFor(rows, '/atlas/place')).toMatchObject({
      skipped: true,
      error: 'not run: needs a place id from /atlas/places, which was skipped',
    });
    expect(rowFor(rows, '/atlas/search')).toMatchObject({ ok: true });
    expect(backends.to('/atlas/secret')).toBeUndefined();
  });

  it('skip a call a permission of the user revokes', async () => {
    atlasBackends({
      '/customers/loginCustomer': (interceptor) =>
        interceptor.reply(200, { login_token: 'token-1', email: 'a@vigil.example', permission: ['atlas', 'free'] }),
    });

    const rows = await runSmokeTable(TABLE, TARGET);

    expect(rowFor(rows, '/atlas/secret')).toMatchObject({
      ok: false,
      skipped: true,
      error: 'skipped: the smoke user holds free, which the call does not allow',
    });
    expect(rowFor(rows, '/atlas/places')).toMatchObject({ ok: true });
  });
});

describe('discovery of the declarations', () => {
  it("finds the platform's declarations first, then every plugin contract's, plugins by id", async () => {
    const { endpoints, problems } = await discoverEndpoints(repoRoot);

    expect(problems).toEqual([]);
    expect(endpoints.slice(0, platformEndpoints.length)).toEqual([...platformEndpoints]);
    expect(endpoints).toContain(getOverview);
    const modules = endpoints.slice(platformEndpoints.length).map((endpoint) => endpoint.id.split('.')[0] ?? '');
    expect(modules).toEqual([...modules].sort());
  });

  it('reports a contract that cannot be loaded, runs the other rows and exits 1 for the rows missing', async () => {
    const repo = makeTempRepo();
    try {
      mkdirSync(path.join(repo.root, 'plugins', 'ghost', 'contract'), { recursive: true });
      writeFileSync(path.join(repo.root, 'plugins', 'ghost', 'contract', 'index.ts'), 'export const endpoints = [];\n');

      const discovered = await discoverEndpoints(repo.root);

      expect(discovered.endpoints).toEqual([...platformEndpoints]);
      expect(discovered.problems).toEqual([expect.stringMatching(/^plugin ghost: its contract could not be loaded \(.+\)$/)]);

      mockBackends(smokeTable(platformEndpoints));
      const io = recordingIo();
      const code = await runSmoke(TARGET, { repoRoot: repo.root, json: true }, io);

      expect(io.stderr).toMatch(/^vigil smoke: plugin ghost: its contract could not be loaded \(.+\)\n$/);
      const rows = JSON.parse(io.stdout) as SmokeRow[];
      expect(rows).toHaveLength(2 + platformEndpoints.filter((endpoint) => endpoint.smoke).length);
      expect(rows.filter((row) => !row.ok)).toEqual([]);
      expect(code).toBe(1);
    } finally {
      repo.remove();
    }
  });
});
