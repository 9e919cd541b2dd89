import { execFile } from 'node:child_process';
import path from 'node:path';
import { runHealth } from '../../cli/commands/health';
import { runSmoke } from '../../cli/commands/smoke';
import { recordingIo } from '../../cli/output/cli-io';
import type { SmokeRow } from '../../cli/smoke/run-smoke-table';
import { SMOKE_TABLE } from '../../cli/smoke/smoke-table';
import { startTestServer, type TestServer } from '../support/test-server';

const repoRoot = path.resolve(__dirname, '../..');
const ADMIN = { username: 'admin', password: 'Vigil-admin-1' };

/** The whole smoke test against a real reference server on a fresh database: the contract, end to end. */
describe('vigil smoke against a live reference server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ listen: true });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  function target(): Parameters<typeof runSmoke>[0] {
    return {
      legacyUrl: `${server.url}/api`,
      newUrl: `${server.url}/v2`,
      appToken: server.appToken,
      ...ADMIN,
      timeoutMs: 10_000,
    };
  }

  it('passes every row with the admin account', async () => {
    const io = recordingIo();

    const code = await runSmoke(target(), { json: true }, io);

    const rows = JSON.parse(io.stdout) as SmokeRow[];
    expect(rows.filter((row) => !row.ok)).toEqual([]);
    expect(rows).toHaveLength(SMOKE_TABLE.length);
    expect(code).toBe(0);
  });

  it('fails sign-in with a wrong password, and says why', async () => {
    const io = recordingIo();

    const code = await runSmoke({ ...target(), password: 'not-the-password' }, {}, io);

    expect(code).toBe(1);
    expect(io.stdout).toMatch(/✘ FAIL {2}legacy +POST +\/customers\/loginCustomer +4\d\d /);
  });

  it('reports the server healthy', async () => {
    const io = recordingIo();

    const code = await runHealth({ legacyUrl: `${server.url}/api`, timeoutMs: 10_000 }, io);

    expect(io.stdout).toMatch(/^healthy {2}200 {2}\d+ ms {2}http:\/\/127\.0\.0\.1:\d+\/api\/health\/get-db-status/);
    expect(code).toBe(0);
  });

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
