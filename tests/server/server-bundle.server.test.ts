import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { CustomerSession } from '../../host/core/api-contract';
import { JWT_SECRET_FILE } from '../../host/server/auth/jwt-secret';
import { connectDatabase } from '../../host/server/database/connect';
import { DEMO_EMPLOYEES } from '../../host/server/personnel/seed-demo-personnel';
import { DEMO_ACCOUNTS } from '../../host/server/seed/demo-accounts';
import { buildServerBundle, startBundle as startBundleOn, stopBundle as stop } from '../support/server-bundle';
import { createTestDatabase, testDialect, type TestDatabase } from '../support/test-database';

const repoRoot = path.resolve(__dirname, '../..');
const outDir = path.join(repoRoot, '.tmp', `server-bundle-test-${randomBytes(4).toString('hex')}`);
const outfile = path.join(outDir, 'main.cjs');

let database: TestDatabase;
beforeAll(async () => {
  buildServerBundle(outfile);
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  rmSync(outDir, { recursive: true, force: true });
  await database?.close();
});

/** Runs the bundle as `npm start` would, from another working directory, and waits for its URL. */
const startBundle = () => startBundleOn(outfile, database);

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
