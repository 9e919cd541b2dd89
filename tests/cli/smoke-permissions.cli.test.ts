import nock from 'nock';
import { runSmoke } from '../../cli/commands/smoke';
import { recordingIo } from '../../cli/output/cli-io';
import { runSmokeTable, type SmokeRow } from '../../cli/smoke/run-smoke-table';
import type { SessionValue } from '../../cli/smoke/smoke-call';
import { SMOKE_TABLE } from '../../cli/smoke/smoke-table';
import { QUIZ_LIST_PERMISSIONS, QUIZ_PATHS } from '../../host/core/knowledge-test-contract';
import { PERSONNEL_ADMIN_PERMISSIONS, PERSONNEL_PATHS } from '../../host/core/personnel-contract';
import { GPA_NEW_API_PATHS, GPA_PATHS, NEWS_PATHS } from '../../host/core/risk-content-contract';
import { AREA_CHOICE_PERMISSIONS, GPA_DETAIL_PERMISSIONS, GPA_LIST_PERMISSIONS, NAT_PERMISSIONS } from '../../host/core/risk-permissions';
import { TARGET, mockBackends, signedInWith } from './support/mock-backends';
import { callFor, rowFor, sentTo } from './support/smoke-rows';

afterEach(() => {
  nock.abortPendingRequests();
  nock.cleanAll();
});

// Take nock's interceptor off the shared http module, or the next test file in this worker trips over it.
afterAll(() => nock.restore());

/** The smoke table's rows and permissions, and runs by users who may not make every call (nock backends). */
describe('the smoke table', () => {
  it('starts with sign-in and /auth, which produce the credentials of the other rows', () => {
    expect(SMOKE_TABLE.slice(0, 2).map((call) => `${call.backend} ${call.method} ${call.path}`)).toEqual([
      'legacy POST /customers/loginCustomer',
      'new POST /auth',
    ]);
    expect(SMOKE_TABLE.every((call) => call.expected === 200)).toBe(true);
  });

  it('goes on with the read calls of the modules, in order', () => {
    expect(SMOKE_TABLE.slice(7).map((call) => `${call.backend} ${call.method} ${call.path}`)).toEqual([
      'legacy GET /general/getDetail',
      'legacy GET /zones/getData',
      'legacy GET /countries/getContinents',
      'legacy GET /countries/getContinentDetail',
      'legacy GET /countries/getContinentCountryList',
      'legacy GET /countries/getCountryDetail',
      'legacy GET /countries/getTime',
      'legacy GET /countries/getCountriesAvailable',
      'new GET /gpa/world-map.pdf',
      'legacy GET /news/getRisksCategories',
      'legacy GET /news/getList',
      'legacy GET /companies/getEmployees',
      'legacy GET /companies/getBuildings',
      'legacy GET /logs/get-insurances',
      'legacy GET /quiz/get-quiz-list',
      'legacy GET /quiz/get-list-employees-available',
      'legacy GET /quiz/get-list-employees-quiz',
      'legacy GET /quiz/get-blacklist-status',
      'legacy GET /elearning/get-logs',
    ]);
  });

  it('never calls what writes, so it is safe against production', () => {
    const writes: string[] = [
      GPA_PATHS.printRequest,
      GPA_PATHS.addView,
      PERSONNEL_PATHS.addEmployee,
      PERSONNEL_PATHS.deleteEmployee,
      PERSONNEL_PATHS.editEmployee,
      QUIZ_PATHS.addToBlacklist,
      QUIZ_PATHS.removeFromBlacklist,
    ];
    expect(SMOKE_TABLE.filter((call) => writes.includes(call.path))).toEqual([]);
    // The only POSTs are the sign-in, the token exchange and two reads the legacy API takes as POST.
    expect(SMOKE_TABLE.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/customers/loginCustomer',
      '/auth',
      '/customers/checkLoginToken',
      '/permissions/getFrontendPermissions',
    ]);
  });

  it("admits each module call for the server's own permission list, not a copy", () => {
    expect(callFor(GPA_PATHS.generalDetail).allowedFor).toBe(GPA_LIST_PERMISSIONS);
    expect(callFor(GPA_PATHS.continents).allowedFor).toBe(AREA_CHOICE_PERMISSIONS);
    expect(callFor(GPA_PATHS.countryDetail).allowedFor).toBe(GPA_DETAIL_PERMISSIONS);
    expect(callFor(GPA_NEW_API_PATHS.worldMapPdf).allowedFor).toBe(GPA_LIST_PERMISSIONS);
    expect(callFor(NEWS_PATHS.list).allowedFor).toBe(NAT_PERMISSIONS);
    expect(callFor(PERSONNEL_PATHS.employees).allowedFor).toBe(PERSONNEL_ADMIN_PERMISSIONS);
    expect(callFor(QUIZ_PATHS.quizList).allowedFor).toBe(QUIZ_LIST_PERMISSIONS);
    expect(SMOKE_TABLE.slice(0, 7).every((call) => call.allowedFor === undefined)).toBe(true);
  });

  it('has every value a row needs produced by an earlier row', () => {
    const produced = new Set<SessionValue>();
    const unmet: string[] = [];
    for (const call of SMOKE_TABLE) {
      unmet.push(...call.needs.filter((value) => !produced.has(value)).map((value) => `${call.path} needs ${value}`));
      call.produces?.forEach((value) => produced.add(value));
    }
    expect(unmet).toEqual([]);
    expect([...produced].sort()).toEqual(['continentId', 'countryId', 'jwt', 'loginToken', 'permissions']);
  });
});

describe('vigil smoke with a user who may not make every call', () => {
  it('skips the GPA rows of a user without gpa, saying why, and exits 0', async () => {
    const backends = mockBackends(signedInWith(['nat']));
    const io = recordingIo();

    const code = await runSmoke(TARGET, { json: true }, io);

    const rows = JSON.parse(io.stdout) as SmokeRow[];
    expect(code).toBe(0);
    expect(rows.filter((row) => !row.ok && !row.skipped)).toEqual([]);
    // getContinents and getCountriesAvailable feed the news filters, so nat may read them.
    expect(rowFor(rows, GPA_PATHS.continents)).toMatchObject({ ok: true, skipped: false });
    expect(rowFor(rows, GPA_PATHS.countriesAvailable)).toMatchObject({ ok: true, skipped: false });
    expect(rowFor(rows, NEWS_PATHS.list)).toMatchObject({ ok: true, skipped: false });
    for (const pathName of [GPA_PATHS.generalDetail, GPA_PATHS.zones, GPA_PATHS.continentDetail, GPA_PATHS.continentCountries]) {
      expect(rowFor(rows, pathName)).toEqual(
        expect.objectContaining({
          ok: false,
          skipped: true,
          status: null,
          latencyMs: null,
          error: 'skipped: the smoke user holds none of admin, gpa, free',
        }),
      );
    }
    expect(rowFor(rows, GPA_PATHS.countryDetail)).toMatchObject({
      skipped: true,
      error: 'skipped: the smoke user holds none of admin, gpa, free, gpa_detail',
    });
    expect(rowFor(rows, GPA_NEW_API_PATHS.worldMapPdf)).toMatchObject({
      skipped: true,
      error: 'skipped: the smoke user holds none of admin, gpa, free',
    });
    expect(rowFor(rows, PERSONNEL_PATHS.employees)).toMatchObject({ skipped: true, error: 'skipped: the smoke user holds none of admin' });
    // A skipped row is not called at all.
    for (const pathName of [GPA_PATHS.generalDetail, GPA_PATHS.countryDetail, GPA_NEW_API_PATHS.worldMapPdf, PERSONNEL_PATHS.employees]) {
      expect(sentTo(backends.calls, pathName)).toEqual([]);
    }
    expect(sentTo(backends.calls, NEWS_PATHS.list)).toHaveLength(1);
  });

  it('prints a skipped row as SKIP with no status or latency, and counts it apart', async () => {
    mockBackends(signedInWith(['nat']));
    const io = recordingIo();

    const code = await runSmoke(TARGET, {}, io);

    expect(code).toBe(0);
    expect(io.stdout).toMatch(
      /^– SKIP {2}legacy +GET +\/general\/getDetail +- +- +skipped: the smoke user holds none of admin, gpa, free$/m,
    );
    expect(io.stdout).toMatch(/^✔ PASS {2}legacy +GET +\/news\/getList +200 +\d+ ms$/m);
    expect(io.stdout).toMatch(/^11 passed, 15 skipped \(not allowed for this user\), 0 failed\n$/m);
    expect(io.stdout).not.toContain('FAIL');
  });

  it('skips a row the user may make when the row it needs was skipped', async () => {
    const backends = mockBackends(signedInWith(['gpa_detail']));

    const rows = await runSmokeTable(SMOKE_TABLE, TARGET);

    expect(rowFor(rows, GPA_PATHS.continentCountries)).toMatchObject({
      skipped: true,
      error: 'skipped: the smoke user holds none of admin, gpa, free',
    });
    for (const pathName of [GPA_PATHS.countryDetail, GPA_PATHS.time]) {
      expect(rowFor(rows, pathName)).toMatchObject({
        ok: false,
        skipped: true,
        status: null,
        error: 'not run: needs a country id from /countries/getContinentCountryList, which was skipped',
      });
      expect(sentTo(backends.calls, pathName)).toEqual([]);
    }
    expect(rows.filter((row) => !row.ok && !row.skipped)).toEqual([]);
  });

  it('fails a row the user may make when the server answers 403', async () => {
    mockBackends({
      [PERSONNEL_PATHS.employees]: (interceptor) =>
        interceptor.reply(403, {
          statusCode: 403,
          error: 'Forbidden',
          message: "You don't have the permissions for this call (it needs one of: admin)",
        }),
    });
    const io = recordingIo();

    const code = await runSmoke(TARGET, { json: true }, io);

    expect(code).toBe(1);
    const rows = JSON.parse(io.stdout) as SmokeRow[];
    expect(rowFor(rows, PERSONNEL_PATHS.employees)).toEqual({
      backend: 'legacy',
      method: 'GET',
      path: '/companies/getEmployees',
      status: 403,
      expected: 200,
      ok: false,
      skipped: false,
      latencyMs: expect.any(Number),
      error: "expected HTTP 200, got 403: You don't have the permissions for this call (it needs one of: admin)",
    });
    expect(rows.filter((row) => !row.ok).map((row) => row.path)).toEqual([PERSONNEL_PATHS.employees]);
  });

  it('reports the rows that need an id as not run when the row giving it failed', async () => {
    const backends = mockBackends({
      [GPA_PATHS.continents]: (interceptor) =>
        interceptor.reply(500, { statusCode: 500, error: 'Internal Server Error', message: 'database unreachable' }),
    });
    const io = recordingIo();

    const code = await runSmoke(TARGET, {}, io);

    expect(code).toBe(1);
    const lines = io.stdout.split('\n');
    const line = (pathName: string) => lines.find((text) => text.includes(` ${pathName} `)) ?? '';
    expect(line(GPA_PATHS.continents)).toMatch(/^✘ FAIL .* 500 +\d+ ms +expected HTTP 200, got 500: database unreachable$/);
    for (const pathName of [GPA_PATHS.continentDetail, GPA_PATHS.continentCountries]) {
      expect(line(pathName)).toMatch(/^✘ FAIL .* - +- +not run: needs a continent id from \/countries\/getContinents$/);
      expect(sentTo(backends.calls, pathName)).toEqual([]);
    }
    for (const pathName of [GPA_PATHS.countryDetail, GPA_PATHS.time]) {
      expect(line(pathName)).toMatch(/^✘ FAIL .* not run: needs a country id from \/countries\/getContinentCountryList$/);
    }
    expect(line(GPA_PATHS.countriesAvailable)).toMatch(/^✔ PASS /);
    expect(io.stdout).toMatch(/^21 passed, 5 failed\n$/m);
  });

  it('reports the rows that need an id as not run when the list giving it is empty', async () => {
    mockBackends({ [GPA_PATHS.continentCountries]: (interceptor) => interceptor.reply(200, []) });

    const rows = await runSmokeTable(SMOKE_TABLE, TARGET);

    expect(rowFor(rows, GPA_PATHS.continentCountries)).toMatchObject({
      ok: false,
      error: 'wrong shape: expected at least 1 items, got 0',
    });
    expect(rowFor(rows, GPA_PATHS.countryDetail)).toMatchObject({
      ok: false,
      skipped: false,
      error: 'not run: needs a country id from /countries/getContinentCountryList',
    });
  });

  it('fails the world map when its body is not a PDF', async () => {
    mockBackends({
      [GPA_NEW_API_PATHS.worldMapPdf]: (interceptor) =>
        interceptor.reply(200, '<!doctype html><html><body>Not here</body></html>', { 'content-type': 'text/html' }),
    });

    const rows = await runSmokeTable(SMOKE_TABLE, TARGET);

    expect(rowFor(rows, GPA_NEW_API_PATHS.worldMapPdf)).toMatchObject({
      ok: false,
      skipped: false,
      status: 200,
      error: "wrong shape: expected a body starting with '%PDF-', got '<!doctype html><html…'",
    });
    expect(rows.filter((row) => !row.ok)).toHaveLength(1);
  });

  it('fails the world map on an empty body too', async () => {
    mockBackends({ [GPA_NEW_API_PATHS.worldMapPdf]: (interceptor) => interceptor.reply(200, '') });

    const rows = await runSmokeTable(SMOKE_TABLE, TARGET);

    expect(rowFor(rows, GPA_NEW_API_PATHS.worldMapPdf).error).toBe(
      "wrong shape: expected a body starting with '%PDF-', got an empty body",
    );
  });
});
