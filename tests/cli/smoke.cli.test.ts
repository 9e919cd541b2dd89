import nock from 'nock';
import { runSmoke } from '../../cli/commands/smoke';
import { main } from '../../cli/main';
import { recordingIo } from '../../cli/output/cli-io';
import { runSmokeTable, type SmokeRow } from '../../cli/smoke/run-smoke-table';
import type { SmokeCall } from '../../cli/smoke/smoke-call';
import { CONTINENT_ID, COUNTRY_ID, JWT, LEGACY_ORIGIN, LOGIN_TOKEN, TARGET, mockBackends, type Overrides } from './support/mock-backends';
import { repoRoot, repositoryTable, rowFor } from './support/smoke-rows';
import { closedPort } from './support/closed-port';
import { EXIT_CODES } from '../../cli/exit-codes';

/** The table `vigil smoke` finds in the repository's contracts. */
let SMOKE_TABLE: SmokeCall[];
beforeAll(async () => {
  SMOKE_TABLE = await repositoryTable();
});

const backends = (overrides?: Overrides) => mockBackends(SMOKE_TABLE, overrides);

afterEach(() => {
  nock.abortPendingRequests();
  nock.cleanAll();
});

// Take nock's interceptor off the shared http module, or the next test file in this worker trips over it.
afterAll(() => nock.restore());

describe('vigil smoke', () => {
  it('passes every row against backends that keep the contract, sending the right credentials', async () => {
    const mocked = backends();
    const io = recordingIo();

    const code = await runSmoke(TARGET, { repoRoot }, io);

    expect(code).toBe(0);
    mocked.done();
    const byPath = new Map(mocked.calls.map((call) => [call.path.split('?')[0], call]));
    expect(byPath.get('/api/customers/loginCustomer')?.body).toBe('username=admin&password=Vigil-admin-1');
    expect(byPath.get('/v2/auth')?.body).toEqual({ email: 'admin@vigil.example', password: LOGIN_TOKEN });
    expect(byPath.get('/api/customers/checkLoginToken')?.body).toBe(
      `login_token=${LOGIN_TOKEN}&app_token=test-app-token`,
    );
    expect(byPath.get('/api/companies/getDetail')?.path).toBe(
      `/api/companies/getDetail?login_token=${LOGIN_TOKEN}&app_token=test-app-token`,
    );
    expect(byPath.get('/api/health/get-db-status')?.path).toBe('/api/health/get-db-status');
    expect(byPath.get('/v2/geolocation/countries')?.authorization).toBe(`Bearer ${JWT}`);
    expect(byPath.get('/v2/gpa/world-map.pdf')?.authorization).toBe(`Bearer ${JWT}`);
    const credentials = `login_token=${LOGIN_TOKEN}&app_token=test-app-token`;
    expect(byPath.get('/api/countries/getContinentDetail')?.path).toBe(
      `/api/countries/getContinentDetail?${credentials}&continent=${CONTINENT_ID}`,
    );
    expect(byPath.get('/api/countries/getContinentCountryList')?.path).toContain(`&continent=${CONTINENT_ID}`);
    expect(byPath.get('/api/countries/getCountryDetail')?.path).toBe(
      `/api/countries/getCountryDetail?${credentials}&country=${COUNTRY_ID}`,
    );
    expect(byPath.get('/api/countries/getTime')?.path).toContain(`&country=${COUNTRY_ID}`);
    expect(byPath.get('/api/news/getList')?.path).toBe(`/api/news/getList?${credentials}&limit=10&offset=0`);
    expect(byPath.get('/api/quiz/get-quiz-list')?.path).toBe(`/api/quiz/get-quiz-list?${credentials}`);

    const lines = io.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(1 + SMOKE_TABLE.length + 1);
    for (const line of lines.slice(1, -1)) {
      expect(line).toMatch(/^✔ PASS {2}(legacy|new) +(GET|POST) +\/\S+ +200 +\d+ ms$/);
    }
    expect(lines.at(-1)).toBe(`all ${SMOKE_TABLE.length} calls passed`);
  });

  it('aligns the columns of the table', async () => {
    backends();
    const io = recordingIo();

    await runSmoke(TARGET, { repoRoot }, io);

    const lines = io.stdout.trimEnd().split('\n').slice(0, -1);
    const pathColumn = lines.map((line) => line.indexOf('/'));
    expect(new Set(pathColumn.slice(1)).size).toBe(1);
  });

  it('says once that the sign-in was refused, exits 2 (could not sign in) and makes no other call', async () => {
    const mocked = backends({
      '/customers/loginCustomer': (interceptor) =>
        interceptor.reply(401, { statusCode: 401, error: 'Unauthorized', message: 'Wrong username or password' }),
    });
    const io = recordingIo();

    const code = await runSmoke(TARGET, { repoRoot }, io);

    expect(code).toBe(EXIT_CODES.signInFailed);
    expect(code).toBe(2);
    // One clear sign-in error, not a row per call that could not run without it.
    expect(io.stdout).toBe('');
    expect(io.stderr).toBe(
      "vigil smoke: could not sign in as 'admin': expected HTTP 200, got 401: Wrong username or password " +
        '(POST http://legacy.test/api/customers/loginCustomer)\n',
    );
    expect(mocked.calls).toEqual([]);
  });

  it('prints the refused sign-in as the only JSON row with --json', async () => {
    backends({
      '/customers/loginCustomer': (interceptor) =>
        interceptor.reply(401, { statusCode: 401, error: 'Unauthorized', message: 'Wrong username or password' }),
    });
    const io = recordingIo();

    const code = await runSmoke(TARGET, { repoRoot, json: true }, io);

    expect(code).toBe(2);
    expect(JSON.parse(io.stdout)).toEqual([
      {
        backend: 'legacy',
        method: 'POST',
        path: '/customers/loginCustomer',
        status: 401,
        expected: 200,
        ok: false,
        skipped: false,
        latencyMs: expect.any(Number),
        error: 'expected HTTP 200, got 401: Wrong username or password',
      },
    ]);
    expect(io.stderr).toMatch(/^vigil smoke: could not sign in as 'admin': .+\n$/);
  });

  it('exits 3 (backend unreachable) when the legacy API does not answer the sign-in, saying so once', async () => {
    const port = await closedPort();
    const io = recordingIo();

    const code = await runSmoke({ ...TARGET, legacyUrl: `http://127.0.0.1:${port}/api` }, { repoRoot }, io);

    expect(code).toBe(EXIT_CODES.unreachable);
    expect(code).toBe(3);
    expect(io.stdout).toBe('');
    expect(io.stderr).toBe(
      `vigil smoke: cannot reach the legacy API: connection refused (ECONNREFUSED) (POST http://127.0.0.1:${port}/api/customers/loginCustomer)\n`,
    );
  });

  it('exits 3 when the newer API does not answer /auth, after the legacy rows have run', async () => {
    const port = await closedPort();
    nock(LEGACY_ORIGIN).persist().post('/api/customers/loginCustomer').reply(200, {
      id: 1, name: 'Ada', surname: 'Admin', initial: 'AA', image: null, email: 'admin@vigil.example', company: 'Vigil Demo',
      permission: ['admin'], privacyCheckedDate: '2024-01-01T00:00:00.000Z', language: 'en', login_token: LOGIN_TOKEN,
    });
    nock(LEGACY_ORIGIN).persist().get('/api/health/get-db-status').reply(200, { status: 'ok', database: 'sqlite' });
    const table = SMOKE_TABLE.filter((call) => call.foundation || call.path === '/health/get-db-status');
    const io = recordingIo();

    const code = await runSmoke({ ...TARGET, newUrl: `http://127.0.0.1:${port}/v2` }, { repoRoot, table }, io);

    expect(code).toBe(3);
    expect(io.stdout).toMatch(/^✔ PASS {2}legacy +GET +\/health\/get-db-status +200/m);
    expect(io.stdout).toMatch(/^✘ FAIL {2}new +POST +\/auth +- +\d+ ms +connection refused \(ECONNREFUSED\)$/m);
    expect(io.stderr).toBe(
      `vigil smoke: cannot reach the newer API: connection refused (ECONNREFUSED) (POST http://127.0.0.1:${port}/v2/auth)\n`,
    );
  });

  it('reports an answer outside its declared schema with the field that broke and the schema path', async () => {
    backends({
      '/companies/getDetail': (interceptor) => interceptor.reply(200, { id: 1, logo: null, activeModules: [] }),
      '/geolocation/countries': (interceptor) =>
        interceptor.reply(200, [{ id: 1, name: 'Italy', zoneId: 1, iso2: 'IT', iso3: 'ITA' }]),
    });

    const rows = await runSmokeTable(SMOKE_TABLE, TARGET);

    expect(rowFor(rows, '/companies/getDetail')).toMatchObject({
      ok: false,
      status: 200,
      error: "wrong shape: the answer must have required property 'name' (schema #/required)",
    });
    expect(rowFor(rows, '/geolocation/countries')).toMatchObject({
      ok: false,
      error: 'wrong shape: expected at least 200 items, got 1',
    });
    expect(rows.filter((row) => row.ok)).toHaveLength(SMOKE_TABLE.length - 2);
  });

  it('reports a malformed (non-JSON) answer', async () => {
    backends({
      '/customers/checkLoginToken': (interceptor) => interceptor.reply(200, 'Fatal error: <b>oops</b>'),
    });

    const rows = await runSmokeTable(SMOKE_TABLE, TARGET);

    expect(rowFor(rows, '/customers/checkLoginToken')).toMatchObject({ ok: false, status: 200 });
    expect(rowFor(rows, '/customers/checkLoginToken').error).toMatch(/^malformed answer: not JSON \('Fatal error/);
  });

  it('reports an HTTP error of a later row without stopping the others', async () => {
    backends({
      '/health/get-db-status': (interceptor) =>
        interceptor.reply(500, { statusCode: 500, error: 'Internal Server Error', message: 'database unreachable' }),
    });

    const rows = await runSmokeTable(SMOKE_TABLE, TARGET);

    expect(rowFor(rows, '/health/get-db-status')).toMatchObject({
      ok: false,
      status: 500,
      error: 'expected HTTP 200, got 500: database unreachable',
    });
    expect(rowFor(rows, '/geolocation/countries').ok).toBe(true);
  });

  it('reports a timeout on a slow call', async () => {
    backends({
      '/geolocation/countries': (interceptor) => interceptor.delay(2000).reply(200, []),
    });

    const rows = await runSmokeTable(SMOKE_TABLE, { ...TARGET, timeoutMs: 200 });

    expect(rowFor(rows, '/geolocation/countries')).toMatchObject({
      ok: false,
      status: null,
      error: 'timed out after 200 ms',
    });
    expect(rowFor(rows, '/geolocation/countries').latencyMs).toBeGreaterThanOrEqual(190);
  });

  it('prints only a JSON array of rows with --json', async () => {
    backends({
      '/auth': (interceptor) =>
        interceptor.reply(401, { statusCode: 401, error: 'Unauthorized', message: 'Bad token' }),
    });
    const io = recordingIo();

    const code = await main(
      [
        'node', 'vigil', 'smoke', '--json',
        '--legacy-url', TARGET.legacyUrl, '--new-url', TARGET.newUrl,
        '--username', TARGET.username, '--password', TARGET.password, '--app-token', TARGET.appToken,
      ],
      { repoRoot, io },
    );

    expect(code).toBe(1);
    expect(io.stderr).toBe('');
    const rows = JSON.parse(io.stdout) as SmokeRow[];
    expect(rows).toHaveLength(SMOKE_TABLE.length);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        ['backend', 'expected', 'latencyMs', 'method', 'ok', 'path', 'skipped', 'status', ...(row.ok ? [] : ['error'])].sort(),
      );
      expect(row.skipped).toBe(false);
    }
    expect(rows[0]).toMatchObject({
      backend: 'legacy',
      method: 'POST',
      path: '/customers/loginCustomer',
      status: 200,
      expected: 200,
      ok: true,
    });
    expect(rows[1]).toMatchObject({
      backend: 'new',
      path: '/auth',
      status: 401,
      ok: false,
      error: 'expected HTTP 200, got 401: Bad token',
    });
    expect(rowFor(rows, '/geolocation/countries')).toMatchObject({ status: null, latencyMs: null, ok: false });
    expect(rows.filter((row) => !row.ok).map((row) => row.path)).toEqual([
      '/auth',
      '/geolocation/countries',
      '/gpa/world-map.pdf',
    ]);
    expect(rowFor(rows, '/gpa/world-map.pdf')).toMatchObject({ error: 'not run: needs the JWT from /auth' });
  });
});
