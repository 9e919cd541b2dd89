import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildServerBundle } from '../support/server-bundle';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * The server exits non-zero on a fatal error instead of hanging or serving half-broken, so a supervisor restarts
 * it: a start that cannot reach its database, and an error nobody caught while it runs.
 */
const repoRoot = path.resolve(__dirname, '../..');
const outDir = path.join(repoRoot, '.tmp', `fatal-exit-test-${randomBytes(4).toString('hex')}`);
const outfile = path.join(outDir, 'main.cjs');
const EXIT_WITHIN_MS = 20_000;

let database: TestDatabase;
beforeAll(async () => {
  buildServerBundle(outfile);
  mkdirSync(outDir, { recursive: true });
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  rmSync(outDir, { recursive: true, force: true });
  await database?.close();
});

interface Exit {
  code: number | null;
  output: string;
}

/** Runs the bundle with extra node options and environment; kills it (and fails) if it has not exited in time. */
function run(nodeArgs: string[], env: NodeJS.ProcessEnv): Promise<Exit> {
  const child = spawn(process.execPath, [...nodeArgs, outfile], {
    cwd: outDir,
    env: { ...process.env, PORT: '0', VIGIL_DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const read = (chunk: Buffer): void => {
    output += chunk.toString();
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  return new Promise<Exit>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`still running after ${EXIT_WITHIN_MS} ms:\n${output}`));
    }, EXIT_WITHIN_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** A port nothing listens on: one the system just gave out and that was closed again. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 1;
}

test('a start that cannot reach its database exits non-zero', async () => {
  const port = await closedPort();
  const { code, output } = await run([], { DATABASE_URL: `postgres://vigil@127.0.0.1:${port}/vigil` });
  expect(code).toBe(1);
  expect(output).toContain('Vigil could not start');
}, 30_000);

test.each([
  ['uncaught exception', 'setTimeout(() => { throw new Error("fatal test error"); }, 1000);'],
  ['unhandled rejection', 'setTimeout(() => { void Promise.reject(new Error("fatal test error")); }, 1000);'],
])('an %s while running is reported and exits non-zero', async (kind, fault) => {
  const preload = path.join(outDir, `fault-${kind.replace(' ', '-')}.cjs`);
  writeFileSync(preload, fault);
  const { code, output } = await run(['--require', preload], {});
  expect(code).toBe(1);
  expect(output).toContain(`Vigil stopped on a fatal error (${kind}):`);
  expect(output).toContain('fatal test error');
}, 30_000);
