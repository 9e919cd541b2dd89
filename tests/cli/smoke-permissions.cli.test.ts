import nock from 'nock';
import { runSmoke } from '../../cli/commands/smoke';
import { recordingIo } from '../../cli/output/cli-io';
import { runSmokeTable, type SmokeRow } from '../../cli/smoke/run-smoke-table';
import type { SmokeCall } from '../../cli/smoke/smoke-call';
import { TARGET, mockBackends, signedInWith, type Overrides } from './support/mock-backends';
import { repoRoot, repositoryTable, rowFor, sentTo } from './support/smoke-rows';
import { SMOKE_PATHS as P } from './support/smoke-paths';

/** `vigil smoke` run by users who may not make every call, and rows that fail or cannot run (nock backends). */

afterEach(() => {
  nock.abortPendingRequests();
  nock.cleanAll();
});

// Take nock's interceptor off the shared http module, or the next test file in this worker trips over it.
afterAll(() => nock.restore());

/** The table `vigil smoke` finds in the repository's contracts. */
let SMOKE_TABLE: SmokeCall[];
beforeAll(async () => {
  SMOKE_TABLE = await repositoryTable();
});

const backends = (overrides?: Overrides) => mockBackends(SMOKE_TABLE, overrides);

describe('vigil smoke with a user who may not make every call', () => {
  it('skips the GPA rows of a user without gpa, saying why, and exits 0', async () => {
    const mocked = backends(signedInWith(['nat']));
    const io = recordingIo();

    const code = await runSmoke(TARGET, { repoRoot, json: true }, io);

    const rows = JSON.parse(io.stdout) as SmokeRow[];
    expect(code).toBe(0);
    expect(rows.filter((row) => !row.ok && !row.skipped)).toEqual([]);
    // getContinents and getCountriesAvailable feed the news filters, so nat may read them.
    expect(rowFor(rows, P.continents)).toMatchObject({ ok: true, skipped: false });
    expect(rowFor(rows, P.countriesAvailable)).toMatchObject({ ok: true, skipped: false });
    expect(rowFor(rows, P.newsList)).toMatchObject({ ok: true, skipped: false });
    for (const [pathName, allowed] of [
      [P.generalDetail, 'admin, gpa, free'],
      [P.zones, 'admin, gpa, free'],
      // The e-learning lists show these two to inf users too (docs/decisions.md).
      [P.continentDetail, 'admin, gpa, free, inf'],
      [P.continentCountries, 'admin, gpa, free, inf'],
    ] as const) {
      expect(rowFor(rows, pathName)).toEqual(
        expect.objectContaining({
          ok: false,
          skipped: true,
          status: null,
          latencyMs: null,
          error: `skipped: the smoke user holds none of ${allowed}`,
        }),
      );
    }
    expect(rowFor(rows, P.countryDetail)).toMatchObject({
      skipped: true,
      error: 'skipped: the smoke user holds none of admin, gpa, free, gpa_detail',
    });
    expect(rowFor(rows, P.worldMapPdf)).toMatchObject({
      skipped: true,
      error: 'skipped: the smoke user holds none of admin, gpa, free',
    });
    expect(rowFor(rows, P.employees)).toMatchObject({ skipped: true, error: 'skipped: the smoke user holds none of admin, tra' });
    // A skipped row is not called at all.
    for (const pathName of [P.generalDetail, P.countryDetail, P.worldMapPdf, P.employees]) {
      expect(sentTo(mocked.calls, pathName)).toEqual([]);
    }
    expect(sentTo(mocked.calls, P.newsList)).toHaveLength(1);
  });

  it('prints a skipped row as SKIP with no status or latency, and counts it apart', async () => {
    backends(signedInWith(['nat']));
    const io = recordingIo();

    const code = await runSmoke(TARGET, { repoRoot }, io);

    expect(code).toBe(0);
    expect(io.stdout).toMatch(
      /^– SKIP {2}legacy +GET +\/general\/getDetail +- +- +skipped: the smoke user holds none of admin, gpa, free$/m,
    );
    expect(io.stdout).toMatch(/^✔ PASS {2}legacy +GET +\/news\/getList +200 +\d+ ms$/m);
    // nat reads sign-in, /auth, the platform's 7 rows (health's 3 among them), the continents, the countries available and the news' 2; and,
    // as every signed-in user, their own tracking's 2 (devices, state).
    expect(io.stdout).toMatch(new RegExp(`^15 passed, ${SMOKE_TABLE.length - 15} skipped \\(not allowed for this user\\), 0 failed\\n$`, 'm'));
    expect(io.stdout).not.toContain('FAIL');
  });

  it('skips a row the user may make when the row it needs was skipped', async () => {
    const mocked = backends(signedInWith(['gpa_detail']));

    const rows = await runSmokeTable(SMOKE_TABLE, TARGET);

    expect(rowFor(rows, P.continentCountries)).toMatchObject({
      skipped: true,
      error: 'skipped: the smoke user holds none of admin, gpa, free, inf',
    });
    for (const pathName of [P.countryDetail, P.time]) {
      expect(rowFor(rows, pathName)).toMatchObject({
        ok: false,
        skipped: true,
        status: null,
        error: 'not run: needs a country id from /countries/getContinentCountryList, which was skipped',
      });
      expect(sentTo(mocked.calls, pathName)).toEqual([]);
    }
    expect(rows.filter((row) => !row.ok && !row.skipped)).toEqual([]);
  });

  it('fails a row the user may make when the server answers 403', async () => {
    backends({
      [P.employees]: (interceptor) =>
        interceptor.reply(403, {
          statusCode: 403,
          error: 'Forbidden',
          message: "You don't have the permissions for this call (it needs one of: admin)",
        }),
    });
    const io = recordingIo();

    const code = await runSmoke(TARGET, { repoRoot, json: true }, io);

    expect(code).toBe(1);
    const rows = JSON.parse(io.stdout) as SmokeRow[];
    expect(rowFor(rows, P.employees)).toEqual({
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
    expect(rows.filter((row) => !row.ok).map((row) => row.path)).toEqual([P.employees]);
  });

  it('reports the rows that need an id as not run when the row giving it failed', async () => {
    const mocked = backends({
      [P.continents]: (interceptor) =>
        interceptor.reply(500, { statusCode: 500, error: 'Internal Server Error', message: 'database unreachable' }),
    });
    const io = recordingIo();

    const code = await runSmoke(TARGET, { repoRoot }, io);

    expect(code).toBe(1);
    const lines = io.stdout.split('\n');
    const line = (pathName: string) => lines.find((text) => text.includes(` ${pathName} `)) ?? '';
    expect(line(P.continents)).toMatch(/^✘ FAIL .* 500 +\d+ ms +expected HTTP 200, got 500: database unreachable$/);
    for (const pathName of [P.continentDetail, P.continentCountries]) {
      expect(line(pathName)).toMatch(/^✘ FAIL .* - +- +not run: needs a continent id from \/countries\/getContinents$/);
      expect(sentTo(mocked.calls, pathName)).toEqual([]);
    }
    for (const pathName of [P.countryDetail, P.time]) {
      expect(line(pathName)).toMatch(/^✘ FAIL .* not run: needs a country id from \/countries\/getContinentCountryList$/);
    }
    expect(line(P.countriesAvailable)).toMatch(/^✔ PASS /);
    expect(io.stdout).toMatch(new RegExp(`^${SMOKE_TABLE.length - 5} passed, 5 failed\\n$`, 'm'));
  });

  it('reports the rows that need an id as not run when the list giving it is empty', async () => {
    backends({ [P.continentCountries]: (interceptor) => interceptor.reply(200, []) });

    const rows = await runSmokeTable(SMOKE_TABLE, TARGET);

    expect(rowFor(rows, P.continentCountries)).toMatchObject({
      ok: false,
      error: 'wrong shape: expected at least 1 items, got 0',
    });
    expect(rowFor(rows, P.countryDetail)).toMatchObject({
      ok: false,
      skipped: false,
      error: 'not run: needs a country id from /countries/getContinentCountryList',
    });
  });

  it('fails the world map when its body is not a PDF', async () => {
    backends({
      [P.worldMapPdf]: (interceptor) =>
        interceptor.reply(200, '<!doctype html><html><body>Not here</body></html>', { 'content-type': 'text/html' }),
    });

    const rows = await runSmokeTable(SMOKE_TABLE, TARGET);

    expect(rowFor(rows, P.worldMapPdf)).toMatchObject({
      ok: false,
      skipped: false,
      status: 200,
      error: "wrong shape: expected a body starting with '%PDF-', got '<!doctype html><html…'",
    });
    expect(rows.filter((row) => !row.ok)).toHaveLength(1);
  });

  it('fails the world map on an empty body too', async () => {
    backends({ [P.worldMapPdf]: (interceptor) => interceptor.reply(200, '') });

    const rows = await runSmokeTable(SMOKE_TABLE, TARGET);

    expect(rowFor(rows, P.worldMapPdf).error).toBe(
      "wrong shape: expected a body starting with '%PDF-', got an empty body",
    );
  });
});
