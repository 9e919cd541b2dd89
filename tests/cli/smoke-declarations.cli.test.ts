import nock from 'nock';
import { runSmokeTable } from '../../cli/smoke/run-smoke-table';
import { ATLAS_ACCESS, TABLE, atlasBackends, map, placeDetail, places, regions, search, secret, status } from './support/atlas-module';
import { TARGET } from './support/mock-backends';
import { rowFor } from './support/smoke-rows';

/** The rows `vigil smoke` makes of declarations, on a module of the test's own (tests/cli/support/atlas-module.ts). */

afterEach(() => {
  nock.abortPendingRequests();
  nock.cleanAll();
});

// Take nock's interceptor off the shared http module, or the next test file in this worker trips over it.
afterAll(() => nock.restore());

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
