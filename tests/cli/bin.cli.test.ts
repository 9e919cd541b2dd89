import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SmokeRow } from '../../cli/smoke/run-smoke-table';
import { closedPort } from './support/closed-port';
import { repositoryTable } from './support/smoke-rows';

const repoRoot = path.resolve(__dirname, '../..');
const cliVersion = (JSON.parse(readFileSync(path.join(repoRoot, 'cli', 'package.json'), 'utf8')) as { version: string }).version;
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

  it('exits 3 (backend unreachable) and names the reason when the backend does not answer', async () => {
    const port = await closedPort();

    const run = await vigil(['health', '--legacy-url', `http://127.0.0.1:${port}/api`]);

    expect(run.code).toBe(3);
    const url = `http://127.0.0.1:${port}/api/health/ready`;
    expect(run.stdout).toBe(`unhealthy: connection refused (ECONNREFUSED)  ${url}\n`);
  });

  it('exits with 1 on a usage error', async () => {
    const run = await vigil(['health', '--no-such-flag']);

    expect(run.code).toBe(1);
    expect(run.stderr).toContain("unknown option '--no-such-flag'");
  });

  it('exits 3 when nothing answers the smoke sign-in, saying so once; --json keeps stdout a JSON array', async () => {
    const port = await closedPort();
    const base = `http://127.0.0.1:${port}`;

    const run = await vigil(['smoke', '--json', '--legacy-url', `${base}/api`, '--new-url', `${base}/v2`, '--username', 'u', '--password', 'p']);

    // No contract was missing from the bundle (that would be said on stderr too); the sign-in is the only row.
    expect(run.code).toBe(3);
    expect(run.stderr).toBe(
      `vigil smoke: cannot reach the legacy API: connection refused (ECONNREFUSED) (POST ${base}/api/customers/loginCustomer)\n`,
    );
    const rows = JSON.parse(run.stdout) as SmokeRow[];
    expect(rows.map((row) => `${row.backend} ${row.method} ${row.path} ${row.status}`)).toEqual(['legacy POST /customers/loginCustomer null']);
    // Every row of the contracts is in the bundle: tests/cli/smoke-live.cli.test.ts runs them all through the bin.
    expect((await repositoryTable()).map((call) => call.path)).toContain('/cmr/getCmrNotes');
  });

  it('prints its version, and its exit codes in the help', async () => {
    const version = await vigil(['--version']);
    const help = await vigil(['--help']);

    expect(version).toEqual({ code: 0, stdout: `${cliVersion}\n`, stderr: '' });
    expect(help.stdout).toContain('Exit codes:');
    for (const line of [/^ {2}0 {2}done/m, /^ {2}1 {2}checks failed/m, /^ {2}2 {2}could not sign in/m, /^ {2}3 {2}backend unreachable/m]) {
      expect(help.stdout).toMatch(line);
    }
  });
});
