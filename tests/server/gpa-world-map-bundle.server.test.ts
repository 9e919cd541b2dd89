import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CustomerSession, NewApiAuthResponse } from '../../host/core/api-contract';
import { GPA_NEW_API_PATHS } from '../../host/core/risk-content-contract';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { parsePdf } from './gpa-pdf-structure';

/*
 * The world-map PDF is drawn by code the server bundle loads on first request (d3 and world-atlas stay npm
 * packages, and d3 ships ES modules only): the bundle, run as `npm start` runs it, must serve it too.
 */
const repoRoot = path.resolve(__dirname, '../..');
const outDir = path.join(repoRoot, '.tmp', `gpa-bundle-test-${randomBytes(4).toString('hex')}`);
const outfile = path.join(outDir, 'main.cjs');

let database: TestDatabase;
let child: ChildProcess | undefined;
beforeAll(async () => {
  const buildScript = pathToFileURL(path.join(repoRoot, 'scripts/build-server.mjs')).href;
  const call = `import(${JSON.stringify(buildScript)}).then((m) => m.buildServer(${JSON.stringify({ outfile })}))`;
  execFileSync(process.execPath, ['--input-type=module', '-e', call], { cwd: repoRoot, stdio: 'pipe' });
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(outDir, { recursive: true, force: true });
  await database?.close();
});

function startBundle(): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', VIGIL_DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '' };
  child = spawn(process.execPath, [outfile], { cwd: outDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL within 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /Vigil is running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child?.stdout?.on('data', read);
    child?.stderr?.on('data', read);
    child?.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

test('the bundled server draws and serves the world-map PDF', async () => {
  const url = await startBundle();
  const signIn = await fetch(`${url}/api/customers/loginCustomer`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'analyst', password: 'Vigil-analyst-1' }),
  });
  const { login_token: loginToken } = (await signIn.json()) as CustomerSession;
  const auth = await fetch(`${url}/v2/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'analyst@demo.vigil.example', password: loginToken }),
  });
  const { jwt } = (await auth.json()) as NewApiAuthResponse;
  const response = await fetch(`${url}/v2${GPA_NEW_API_PATHS.worldMapPdf}`, { headers: { authorization: `Bearer ${jwt}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const pdf = parsePdf(Buffer.from(await response.arrayBuffer()));
  expect(pdf.pageCount).toBe(1);
  expect(pdf.contents[0]).toContain('(World risk map) Tj');
}, 60_000);
