import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONFIG } from '../../../host/server/server-config';
import { buildServerBundle } from '../../support/server-bundle';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../../support/multi-process-servers';

/**
 * Issue 23: three server processes on one PostgreSQL, with the shipped limits, limit like one. Each test's client
 * has an address of its own: the processes believe X-Forwarded-For from loopback, as behind a load balancer.
 */
jest.setTimeout(120_000);

const repoRoot = path.resolve(__dirname, '../../..');
const outDir = path.join(repoRoot, '.tmp', `shared-limits-${randomBytes(4).toString('hex')}`);
const outfile = path.join(outDir, 'main.cjs');
const env = { VIGIL_TRUST_PROXY: 'loopback' };

let database: TestDatabase;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase('postgres');
  buildServerBundle(outfile);
  // The first alone: it migrates and seeds the database the others then find ready.
  const first = await startServerProcess(outfile, database, { name: 'vigil-1', env });
  const others = await Promise.all([
    startServerProcess(outfile, database, { name: 'vigil-2', env }),
    startServerProcess(outfile, database, { name: 'vigil-3', env }),
  ]);
  servers = [first, ...others];
});

afterAll(async () => {
  await Promise.all(servers.map((server) => stopServerProcess(server)));
  await database?.close();
  rmSync(outDir, { recursive: true, force: true });
});

async function post(server: ServerProcess, call: string, from: string, fields: Record<string, string>): Promise<{ status: number; retryAfter: number; code?: string }> {
  const response = await fetch(`${server.url}/api/customers/${call}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
  });
  const body = (await response.json()) as { code?: string };
  return { status: response.status, retryAfter: Number(response.headers.get('retry-after') ?? 0), code: body.code };
}

const signIn = (server: ServerProcess, from: string, username: string, password: string) => post(server, 'loginCustomer', from, { username, password });
const serverAt = (index: number): ServerProcess => servers[index % servers.length]!;

test('a flood of bad sign-ins for one account, spread over the three, gets 429 after as many failures as on one', async () => {
  const from = '198.51.100.31';
  const { max, windowSeconds } = DEFAULT_CONFIG.signInRateLimit;
  const statuses: number[] = [];
  for (let attempt = 0; attempt < max; attempt += 1) statuses.push((await signIn(serverAt(attempt), from, 'flood-target', 'Wrong-password-1')).status);
  expect(statuses).toEqual(Array.from({ length: max }, () => 401));
  // Each process alone would have allowed `max` more; together they refuse the next try on every one of them.
  for (const server of servers) {
    const refused = await signIn(server, from, 'flood-target', 'Wrong-password-1');
    expect(refused).toEqual({ status: 429, retryAfter: expect.any(Number), code: 'tooManySignIns' });
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(windowSeconds);
  }
});

test('the anonymous writes of one address are counted once across the three', async () => {
  const from = '198.51.100.33';
  const { max } = DEFAULT_CONFIG.anonymousWriteLimit;
  for (let call = 0; call < max; call += 1) {
    expect((await post(serverAt(call), 'resetPassword', from, { email: `nobody-${call}@example.com` })).status).toBe(200);
  }
  for (const server of servers) {
    expect(await post(server, 'resetPassword', from, { email: 'one-more@example.com' })).toMatchObject({ status: 429, code: 'tooManyRequests' });
  }
  expect((await post(servers[0]!, 'resetPassword', '198.51.100.34', { email: 'elsewhere@example.com' })).status).toBe(200);
});

test('an account known at an address stays known after its process restarts, on every process', async () => {
  const from = '198.51.100.32';
  expect((await signIn(servers[0]!, from, 'admin', 'Vigil-admin-1')).status).toBe(200);
  await stopServerProcess(servers[0]);
  servers[0] = await startServerProcess(outfile, database, { name: 'vigil-1', env });
  // One failure on each of as many accounts as the address may fail, over the three: the address is spent.
  for (let account = 0; account < DEFAULT_CONFIG.signInAddressLimit.max; account += 1) {
    expect((await signIn(serverAt(account), from, `guess-${account}`, 'Wrong-password-1')).status).toBe(401);
  }
  for (const server of servers) {
    expect(await signIn(server, from, 'visitor', 'Vigil-visitor-1')).toMatchObject({ status: 429, code: 'tooManySignIns' });
    expect((await signIn(server, from, 'admin', 'Vigil-admin-1')).status).toBe(200);
  }
});
