import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { buildServerBundle } from '../../support/server-bundle';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';
import pg from 'pg';
import { ingestRequest } from '../../../cli/track/ingest-request';
import { sendIngestRequest } from '../../../cli/track/send-ingest-request';
import { startServerProcess, stopServerProcess, TcpProxy, TEST_APP_TOKEN, type ServerProcess } from '../../support/multi-process-servers';
import { LiveSocket } from '../support/live-socket';

/**
 * Issue 23: three server processes (the built bundle, as `npm start` runs it) on one PostgreSQL. A sign-out on one
 * is refused by the others within 100 ms; a position sent to one reaches a live viewer of each of the others;
 * readiness follows each process's own reach of the database while
 * liveness does not; a SIGTERM'd process answers the request it holds and exits.
 */
jest.setTimeout(90_000);

const repoRoot = path.resolve(__dirname, '../../..');
const outDir = path.join(repoRoot, '.tmp', `multi-process-${randomBytes(4).toString('hex')}`);
const outfile = path.join(outDir, 'main.cjs');

let database: TestDatabase;
let proxy: TcpProxy;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase('postgres');
  buildServerBundle(outfile);
  proxy = await TcpProxy.start(database.databaseUrl!);
  // The first alone: it migrates and seeds the database the others then find ready.
  const first = await startServerProcess(outfile, database, { name: 'vigil-1' });
  const others = await Promise.all([
    startServerProcess(outfile, database, { name: 'vigil-2' }),
    // The third reaches PostgreSQL through a relay the test can cut.
    startServerProcess(outfile, database, { name: 'vigil-3', databaseUrl: proxy.urlFor(database.databaseUrl!) }),
  ]);
  servers = [first, ...others];
});

afterAll(async () => {
  await Promise.all(servers.map((server) => stopServerProcess(server)));
  await proxy?.cut();
  await database?.close();
  rmSync(outDir, { recursive: true, force: true });
});

function form(fields: Record<string, string>): RequestInit {
  return { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

async function signIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/customers/loginCustomer`, form({ username: 'admin', password: 'Vigil-admin-1' }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { login_token: string }).login_token;
}

async function sessionStatus(server: ServerProcess, token: string): Promise<number> {
  const response = await fetch(`${server.url}/api/customers/checkLoginToken`, form({ login_token: token, app_token: TEST_APP_TOKEN }));
  await response.arrayBuffer();
  return response.status;
}

async function health(server: ServerProcess, probe: 'live' | 'ready'): Promise<{ status: number; body: { instance?: string; message?: string } }> {
  const response = await fetch(`${server.url}/api/health/${probe}`);
  return { status: response.status, body: (await response.json()) as { instance?: string; message?: string } };
}

async function within<T>(ms: number, read: () => Promise<T>, done: (value: T) => boolean): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  for (;;) {
    const value = await read();
    const elapsed = performance.now() - started;
    if (done(value) || elapsed > ms) return { value, ms: elapsed };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('each process names itself in its health answers', async () => {
  for (const server of servers) {
    expect(await health(server, 'live')).toEqual({ status: 200, body: { status: 'ok', instance: server.name } });
    expect(await health(server, 'ready')).toEqual({ status: 200, body: { status: 'ok', instance: server.name, database: 'postgres', files: 'local' } });
  }
});

test('a session signed out on one process is refused by the other two within 100 ms', async () => {
  const [first, ...others] = servers as [ServerProcess, ...ServerProcess[]];
  const token = await signIn(first);
  // Each of the others now holds the session in its 5-second cache.
  for (const server of others) expect(await sessionStatus(server, token)).toBe(200);
  const logout = await fetch(`${first.url}/api/customers/logout`, form({ login_token: token, app_token: TEST_APP_TOKEN }));
  expect(logout.status).toBe(200);
  const loggedOut = performance.now();
  const refusedAfter = await Promise.all(
    others.map(async (server) => {
      while ((await sessionStatus(server, token)) === 200) {
        if (performance.now() - loggedOut > 1_000) break;
      }
      return performance.now() - loggedOut;
    }),
  );
  for (const ms of refusedAfter) expect(ms).toBeLessThan(100);
  for (const server of others) expect(await sessionStatus(server, token)).toBe(401);
});

test('a position sent to one process reaches a live viewer on each of the other two', async () => {
  const [phoneServer, ...others] = servers as [ServerProcess, ...ServerProcess[]];
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  const traveller = Number((await client.query("select id from customers where username = 'traveller'")).rows[0].id);
  await client.end();
  const token = await signIn(phoneServer);
  // Paired through the first process: the address it gives the phone is its own.
  const paired = await fetch(`${phoneServer.url}/api/tracking/pairDevice`, form({ login_token: token, app_token: TEST_APP_TOKEN, employee: String(traveller), app: 'osmand' }));
  expect(paired.status).toBe(200);
  const { setup } = (await paired.json()) as { setup: { url: string; identifier: string | null; password: string | null } };
  expect(new URL(setup.url).port).toBe(new URL(phoneServer.url).port);
  const viewers = await Promise.all(others.map((server) => LiveSocket.signedIn(server.url, token, TEST_APP_TOKEN)));
  try {
    for (const viewer of viewers) await viewer.subscribe('tracking.people');
    const fix = { lat: 50.45, lon: 30.52, timeMs: Math.floor(Date.now() / 1000) * 1000, speed: 1, bearing: 0, altitude: 170, accuracy: 8, battery: 0.7, charging: false };
    expect((await sendIngestRequest(ingestRequest({ protocol: 'osmand', setup, index: 0 }, fix), 10_000)).status).toBe(200);
    for (const viewer of viewers) {
      const moved = await viewer.next(
        (message) => message.type === 'changes' && message.topic === 'tracking.people' && message.items.some((item) => (item as { id: number; lat: number | null }).id === traveller && (item as { lat: number | null }).lat === 50.45),
        2_000,
      );
      expect(moved.type).toBe('changes');
    }
  } finally {
    viewers.forEach((viewer) => viewer.close());
  }
});

test('readiness is 503 while a process cannot reach PostgreSQL, liveness stays 200, and the others stay ready', async () => {
  const third = servers[2]!;
  await proxy.cut();
  const down = await within(8_000, () => health(third, 'ready'), (answer) => answer.status === 503);
  expect(down.value).toEqual({
    status: 503,
    body: expect.objectContaining({ message: 'Vigil process vigil-3 is not ready: the database cannot be reached' }),
  });
  expect(await health(third, 'live')).toEqual({ status: 200, body: { status: 'ok', instance: 'vigil-3' } });
  expect((await health(servers[0]!, 'ready')).status).toBe(200);
  await proxy.resume();
  const back = await within(15_000, () => health(third, 'ready'), (answer) => answer.status === 200);
  expect(back.value.status).toBe(200);
});

/** A sign-in whose body is sent in two parts, `between` running after the first: the server holds it meanwhile. */
function slowSignIn(server: ServerProcess, between: () => Promise<void>): Promise<{ status: number; body: string }> {
  const body = new URLSearchParams({ username: 'admin', password: 'Vigil-admin-1' }).toString();
  const url = new URL(`${server.url}/api/customers/loginCustomer`);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent: false, headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.flushHeaders();
    request.write(body.slice(0, 10));
    void between().then(
      () => request.end(body.slice(10)),
      (error: unknown) => reject(error as Error),
    );
  });
}

test('a SIGTERM’d process answers the request it holds, takes no new ones, and exits cleanly', async () => {
  const second = servers[1]!;
  const answer = await slowSignIn(second, async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    second.child.kill('SIGTERM');
    // Until it stops listening: a new connection is then refused (the balancer sends it to another process).
    await within(5_000, () => fetch(`${second.url}/api/health/live`).then(() => 'up', () => 'refused'), (state) => state === 'refused');
  });
  expect(answer.status).toBe(200);
  const token = (JSON.parse(answer.body) as { login_token: string }).login_token;
  expect(await second.exited).toBe(0);
  expect(second.output()).toContain('SIGTERM: stopping Vigil (vigil-2)');
  // The acknowledged sign-in is there for the others.
  expect(await sessionStatus(servers[0]!, token)).toBe(200);
});
