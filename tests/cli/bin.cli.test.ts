import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SmokeRow } from '../../cli/smoke/run-smoke-table';
import { closedPort } from './support/closed-port';
import { repositoryTable } from './support/smoke-rows';

const repoRoot = path.resolve(__dirname, '../..');
const bin = path.join(repoRoot, 'cli', 'bin', 'vigil.cjs');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real bin as `npx vigil` would: a separate node process, here from outside the repository. */
function vigil(args: readonly string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const options = { cwd: tmpdir(), env: { ...process.env, NO_COLOR: '1', ...env }, timeout: 30_000 };
    execFile(process.execPath, [bin, ...args], options, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

describe('the vigil bin', () => {
  it('builds the bundle and lists its commands', async () => {
    const run = await vigil(['--help'], { VIGIL_CLI_REBUILD: '1' });

    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/Usage: vigil/);
    for (const command of ['plugin', 'health', 'smoke']) expect(run.stdout).toContain(command);
    expect(existsSync(path.join(repoRoot, 'dist', 'cli', 'vigil.mjs'))).toBe(true);
  });

  it('refuses an invalid plugin id with exit code 1 and writes nothing', async () => {
    const run = await vigil(['plugin', 'new', 'Not_Valid']);

    expect(run.code).toBe(1);
    expect(run.stderr).toContain("invalid plugin id 'Not_Valid'");
    expect(existsSync(path.join(repoRoot, 'plugins', 'Not_Valid'))).toBe(false);
  });

  it('exits non-zero and names the reason when the backend is unreachable', async () => {
    const port = await closedPort();

    const run = await vigil(['health', '--legacy-url', `http://127.0.0.1:${port}/api`]);

    expect(run.code).toBe(1);
    const url = `http://127.0.0.1:${port}/api/health/get-db-status`;
    expect(run.stdout).toBe(`unhealthy: connection refused (ECONNREFUSED)  ${url}\n`);
  });

  it('exits with 1 on a usage error', async () => {
    const run = await vigil(['health', '--no-such-flag']);

    expect(run.code).toBe(1);
    expect(run.stderr).toContain("unknown option '--no-such-flag'");
  });

  it('bundles every contract: its smoke rows are those the sources find', async () => {
    const port = await closedPort();
    const base = `http://127.0.0.1:${port}`;

    const run = await vigil(['smoke', '--json', '--legacy-url', `${base}/api`, '--new-url', `${base}/v2`, '--username', 'u', '--password', 'p']);

    // Nothing answers, so the run fails; but no contract was missing from the bundle, and every row is there.
    expect(run).toMatchObject({ code: 1, stderr: '' });
    const rows = JSON.parse(run.stdout) as SmokeRow[];
    const table = await repositoryTable();
    expect(rows.map((row) => `${row.backend} ${row.method} ${row.path}`)).toEqual(
      table.map((call) => `${call.backend} ${call.method} ${call.path}`),
    );
    expect(rows.map((row) => row.path)).toContain('/cmr/getOverview');
  });
});
