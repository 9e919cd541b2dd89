import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CustomerSession, NewApiAuthResponse } from '../../host/core/api-contract';
import { GPA_NEW_API_PATHS } from '../../host/core/risk-content-contract';
import { JWT_SECRET_FILE } from '../../host/server/auth/jwt-secret';
import { connectDatabase } from '../../host/server/database/connect';
import { DEMO_EMPLOYEES } from '../../host/server/personnel/seed-demo-personnel';
import { DEMO_ACCOUNTS } from '../../host/server/seed/demo-accounts';
import { createTestDatabase, testDialect, type TestDatabase } from '../support/test-database';
import { parsePdf } from './gpa-pdf-structure';

const repoRoot = path.resolve(__dirname, '../..');
const outDir = path.join(repoRoot, '.tmp', `server-bundle-test-${randomBytes(4).toString('hex')}`);
const outfile = path.join(outDir, 'main.cjs');

let database: TestDatabase;
beforeAll(async () => {
  const buildScript = pathToFileURL(path.join(repoRoot, 'scripts/build-server.mjs')).href;
  const call = `import(${JSON.stringify(buildScript)}).then((m) => m.buildServer(${JSON.stringify({ outfile })}))`;
  execFileSync(process.execPath, ['--input-type=module', '-e', call], { cwd: repoRoot, stdio: 'pipe' });
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  rmSync(outDir, { recursive: true, force: true });
  await database?.close();
});

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Runs the bundle as `npm start` would, from another working directory, and waits for its URL. */
function startBundle(): Promise<Started> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', VIGIL_DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '' };
  const child = spawn(process.execPath, [outfile], { cwd: outDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL within 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /Vigil is running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => output });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

test('the bundle starts from any directory, serves both APIs, prints the demo accounts and stops on SIGTERM', async () => {
  const started = await startBundle();
  let loginToken = '';
  try {
    const health = await fetch(`${started.url}/api/health/get-db-status`);
    expect(await health.json()).toEqual({ status: 'ok', database: testDialect() });
    const signIn = await fetch(`${started.url}/api/customers/loginCustomer`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'admin', password: 'Vigil-admin-1' }),
    });
    expect(signIn.status).toBe(200);
    loginToken = ((await signIn.json()) as CustomerSession).login_token;
    const root = await fetch(started.url);
    expect([200, 503]).toContain(root.status);
    expect(root.headers.get('referrer-policy')).toBe('no-referrer');
  } finally {
    expect(await stop(started.child)).toBe(0);
  }
  const output = started.output();
  expect(output).toMatch(/admin\s+Vigil-admin-1\s+admin/);
  expect(output).toMatch(/newcomer\s+Vigil-newcomer-1\s+gpa/);
  const secret = readFileSync(path.join(database.dataDir, JWT_SECRET_FILE), 'utf8').trim();
  expect(output).not.toContain(secret);
  expect(output).not.toContain(loginToken);
}, 60_000);

test('a second start on the same data does not seed again', async () => {
  const started = await startBundle();
  try {
    const signIn = await fetch(`${started.url}/api/customers/loginCustomer`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'visitor', password: 'Vigil-visitor-1' }),
    });
    expect(signIn.status).toBe(200);
  } finally {
    expect(await stop(started.child)).toBe(0);
  }
  const connection = await connectDatabase(database);
  try {
    const customers = await connection.db.selectFrom('customers').select('username').execute();
    const companies = await connection.db.selectFrom('companies').select('id').execute();
    // The demo accounts and the fictional employees of the 'demo-personnel' seed step, once.
    expect(customers).toHaveLength(DEMO_ACCOUNTS.length + DEMO_EMPLOYEES.length);
    expect(companies).toHaveLength(1);
  } finally {
    await connection.close();
  }
}, 60_000);

// The world-map PDF is drawn by code the bundle loads on first request (d3 and world-atlas stay npm packages,
// and d3 ships ES modules only): the bundle, run as `npm start` runs it, must serve it too.
test('the bundle draws and serves the world-map PDF', async () => {
  const started = await startBundle();
  try {
    const signIn = await fetch(`${started.url}/api/customers/loginCustomer`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'analyst', password: 'Vigil-analyst-1' }),
    });
    const { login_token: loginToken } = (await signIn.json()) as CustomerSession;
    const auth = await fetch(`${started.url}/v2/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'analyst@demo.vigil.example', password: loginToken }),
    });
    const { jwt } = (await auth.json()) as NewApiAuthResponse;
    const response = await fetch(`${started.url}/v2${GPA_NEW_API_PATHS.worldMapPdf}`, { headers: { authorization: `Bearer ${jwt}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = parsePdf(Buffer.from(await response.arrayBuffer()));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.contents[0]).toContain('(World risk map) Tj');
  } finally {
    expect(await stop(started.child)).toBe(0);
  }
}, 60_000);
