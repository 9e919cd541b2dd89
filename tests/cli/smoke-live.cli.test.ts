import { execFile } from 'node:child_process';
import path from 'node:path';
import { runHealth } from '../../cli/commands/health';
import { runSmoke } from '../../cli/commands/smoke';
import { recordingIo } from '../../cli/output/cli-io';
import type { SmokeRow } from '../../cli/smoke/run-smoke-table';
import type { SmokeCall } from '../../cli/smoke/smoke-call';
import { holdsAny } from '../../host/core/permission-matcher';
import { DEMO_ACCOUNTS } from '../../host/server/seed/demo-accounts';
import { startTestServer, type TestServer } from '../support/test-server';
import { repoRoot, repositoryTable } from './support/smoke-rows';

/** The table `vigil smoke` finds in the repository's contracts. */
let SMOKE_TABLE: SmokeCall[];
beforeAll(async () => {
  SMOKE_TABLE = await repositoryTable();
});
const ADMIN = { username: 'admin', password: 'Vigil-admin-1' };

function demoAccount(username: string): { username: string; password: string; permissions: readonly string[] } {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`no demo account ${username}`);
  return account;
}

/** The paths a user may call by the table's own lists: the rows that must pass; every other row is skipped. */
function permittedPaths(permissions: readonly string[]): string[] {
  return SMOKE_TABLE.filter((call) => !call.allowedFor || holdsAny(permissions, call.allowedFor)).map((call) => call.path);
}

function rowFor(rows: readonly SmokeRow[], pathName: string): SmokeRow | undefined {
  return rows.find((row) => row.path === pathName);
}

/** Runs the real bin from the repository, as `npx vigil` does. */
function runBin(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(repoRoot, 'cli', 'bin', 'vigil.cjs'), ...args], { cwd: repoRoot, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

/** The whole smoke test against a real reference server on a fresh database: the contract, end to end. */
describe('vigil smoke against a live reference server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ listen: true });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  function target(account: { username: string; password: string } = ADMIN): Parameters<typeof runSmoke>[0] {
    return {
      legacyUrl: `${server.url}/api`,
      newUrl: `${server.url}/v2`,
      appToken: server.appToken,
      username: account.username,
      password: account.password,
      timeoutMs: 10_000,
    };
  }

  it('passes every row with the admin account, who may make every call', async () => {
    const io = recordingIo();

    const code = await runSmoke(target(), { repoRoot, json: true }, io);

    const rows = JSON.parse(io.stdout) as SmokeRow[];
    expect(permittedPaths(demoAccount('admin').permissions)).toHaveLength(SMOKE_TABLE.length);
    expect(rows.filter((row) => !row.ok)).toEqual([]);
    expect(rows).toHaveLength(SMOKE_TABLE.length);
    expect(rowFor(rows, '/gpa/world-map.pdf')).toMatchObject({ ok: true, status: 200 });
    expect(rowFor(rows, '/countries/getCountryDetail')).toMatchObject({ ok: true, status: 200 });
    expect(rowFor(rows, '/quiz/get-blacklist-status')).toMatchObject({ ok: true, status: 200 });
    expect(code).toBe(0);
  });

  it.each(['analyst', 'visitor'])(
    'passes the rows %s may make and skips the others, without a failure',
    async (username) => {
      const account = demoAccount(username);
      const io = recordingIo();

      const code = await runSmoke(target(account), { repoRoot, json: true }, io);

      const rows = JSON.parse(io.stdout) as SmokeRow[];
      const permitted = permittedPaths(account.permissions);
      expect(rows.filter((row) => row.ok).map((row) => row.path)).toEqual(permitted);
      expect(rows.filter((row) => row.skipped).map((row) => row.path)).toEqual(
        SMOKE_TABLE.map((call) => call.path).filter((pathName) => !permitted.includes(pathName)),
      );
      for (const row of rows.filter((candidate) => candidate.skipped)) {
        expect(row).toMatchObject({ status: null, latencyMs: null });
        expect(row.error).toMatch(/^skipped: the smoke user holds none of /);
      }
      expect(code).toBe(0);
    },
    30_000,
  );

  it('skips for the analyst what only admin may read, and passes the news and risk analysis', async () => {
    const io = recordingIo();

    const code = await runSmoke(target(demoAccount('analyst')), { repoRoot }, io);

    expect(io.stdout).toMatch(/^✔ PASS {2}legacy +GET +\/news\/getList +200 /m);
    expect(io.stdout).toMatch(/^✔ PASS {2}legacy +GET +\/countries\/getCountryDetail +200 /m);
    expect(io.stdout).toMatch(/^✔ PASS {2}new +GET +\/gpa\/world-map\.pdf +200 /m);
    expect(io.stdout).toMatch(/^✔ PASS {2}legacy +GET +\/quiz\/get-quiz-list +200 /m);
    expect(io.stdout).toMatch(
      /^– SKIP {2}legacy +GET +\/companies\/getEmployees +- +- +skipped: the smoke user holds none of admin, tra$/m,
    );
    expect(io.stdout).toMatch(/^– SKIP {2}legacy +GET +\/companies\/getBuildings .* holds none of admin, srmt, dvr-s$/m);
    expect(io.stdout).toMatch(/^– SKIP {2}legacy +GET +\/logs\/get-insurances /m);
    expect(io.stdout).toMatch(/^– SKIP {2}legacy +GET +\/elearning\/get-logs /m);
    expect(io.stdout).toMatch(/^\d+ passed, \d+ skipped \(not allowed for this user\), 0 failed\n$/m);
    expect(code).toBe(0);
  });

  it('skips for the visitor the news alerts, and passes the risk analysis and the test list', async () => {
    const io = recordingIo();

    const code = await runSmoke(target(demoAccount('visitor')), { repoRoot, json: true }, io);

    const rows = JSON.parse(io.stdout) as SmokeRow[];
    expect(rowFor(rows, '/news/getList')).toMatchObject({
      ok: false,
      skipped: true,
      error: 'skipped: the smoke user holds none of admin, nat',
    });
    expect(rowFor(rows, '/news/getRisksCategories')).toMatchObject({ skipped: true });
    expect(rowFor(rows, '/countries/getContinentCountryList')).toMatchObject({ ok: true, skipped: false });
    expect(rowFor(rows, '/countries/getTime')).toMatchObject({ ok: true, skipped: false });
    expect(rowFor(rows, '/countries/getCountriesAvailable')).toMatchObject({ ok: true });
    expect(rowFor(rows, '/quiz/get-quiz-list')).toMatchObject({ ok: true });
    expect(rowFor(rows, '/quiz/get-list-employees-quiz')).toMatchObject({ skipped: true });
    expect(code).toBe(0);
  });

  it('refuses a wrong password with one clear sign-in error and exit code 2', async () => {
    const io = recordingIo();

    const code = await runSmoke({ ...target(), password: 'not-the-password' }, { repoRoot }, io);

    expect(code).toBe(2);
    expect(io.stdout).toBe('');
    expect(io.stderr.trimEnd().split('\n')).toEqual([
      `vigil smoke: could not sign in as 'admin': expected HTTP 200, got 401: Wrong username or password (POST ${server.url}/api/customers/loginCustomer)`,
    ]);
  });

  it('reports the server healthy', async () => {
    const io = recordingIo();

    const code = await runHealth({ legacyUrl: `${server.url}/api`, timeoutMs: 10_000 }, io);

    expect(io.stdout).toMatch(/^healthy {2}200 {2}\d+ ms {2}http:\/\/127\.0\.0\.1:\d+\/api\/health\/ready {2}\(\w+, local\) {2}answered by \S+\n$/);
    expect(code).toBe(0);
  });

  it('finds the APIs and the app token in the /config.json of --server, and runs every row the contracts declare', async () => {
    // The bundle holds every contract: the rows of a real run are the table the sources give.
    const run = await runBin(['smoke', '--json', '--server', server.url, '--username', ADMIN.username, '--password', ADMIN.password]);

    expect(run.stderr).toBe('');
    const rows = JSON.parse(run.stdout) as SmokeRow[];
    expect(rows.map((row) => `${row.backend} ${row.method} ${row.path}`)).toEqual(
      SMOKE_TABLE.map((call) => `${call.backend} ${call.method} ${call.path}`),
    );
    expect(rows.map((row) => row.path)).toContain('/cmr/getCmrNotes');
    expect(rows.filter((row) => !row.ok)).toEqual([]);
    expect(run.code).toBe(0);
  }, 60_000);

  it('passes through the real bin, printing a green row per call', async () => {
    const args = [
      path.join(repoRoot, 'cli', 'bin', 'vigil.cjs'),
      'smoke',
      '--legacy-url', `${server.url}/api`,
      '--new-url', `${server.url}/v2`,
      '--app-token', server.appToken,
      '--username', ADMIN.username,
      '--password', ADMIN.password,
    ];

    const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, args, { cwd: repoRoot, timeout: 60_000 }, (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
      });
    });

    expect(run.stderr).toBe('');
    expect(run.stdout.match(/^✔ PASS /gm)).toHaveLength(SMOKE_TABLE.length);
    expect(run.stdout).toContain(`all ${SMOKE_TABLE.length} calls passed`);
    expect(run.code).toBe(0);
  }, 60_000);
});
