import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ingestRequest } from '../../../cli/track/ingest-request';
import { sendIngestRequest } from '../../../cli/track/send-ingest-request';
import { NginxBalancer } from '../../support/nginx-balancer';
import { startServerProcess, stopServerProcess, TEST_APP_TOKEN, type ServerProcess } from '../../support/multi-process-servers';
import { buildServerBundle } from '../../support/server-bundle';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';
import { LiveSocket } from '../support/live-socket';

/**
 * Issue 23, "How to run it": three processes behind nginx running the deployment's own site file
 * (docs/deploy/nginx.conf, only its upstream addresses and port changed). Any process answers any request, a phone
 * paired through the balancer reaches a live viewer that is also behind it, and a process stopped with SIGTERM costs
 * a client no failed request.
 */
jest.setTimeout(90_000);

const repoRoot = path.resolve(__dirname, '../../..');
const outDir = path.join(repoRoot, '.tmp', `behind-nginx-${randomBytes(4).toString('hex')}`);
const outfile = path.join(outDir, 'main.cjs');

let database: TestDatabase;
let servers: ServerProcess[] = [];
let nginx: NginxBalancer;

beforeAll(async () => {
  database = await createTestDatabase('postgres');
  buildServerBundle(outfile);
  // nginx is these processes' only client: they believe its X-Forwarded-For (docs/deploy.md).
  const env = { VIGIL_TRUST_PROXY: 'loopback' };
  const first = await startServerProcess(outfile, database, { name: 'vigil-1', env });
  const others = await Promise.all([startServerProcess(outfile, database, { name: 'vigil-2', env }), startServerProcess(outfile, database, { name: 'vigil-3', env })]);
  servers = [first, ...others];
  nginx = await NginxBalancer.start(
    path.join(repoRoot, 'docs/deploy/nginx.conf'),
    servers.map((server) => new URL(server.url).host),
    path.join(outDir, 'nginx'),
  );
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(servers.map((server) => stopServerProcess(server)));
  await database?.close();
  rmSync(outDir, { recursive: true, force: true });
});

function form(fields: Record<string, string>): RequestInit {
  return { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

async function answeredBy(): Promise<{ status: number; instance?: string }> {
  const response = await fetch(`${nginx.url}/api/health/live`);
  const body = (await response.json()) as { instance?: string };
  return { status: response.status, instance: body.instance };
}

test('any process answers any request: no stickiness, and a session opened on one is good on all', async () => {
  const seen = new Set<string>();
  for (let i = 0; i < 30 && seen.size < 3; i += 1) {
    const answer = await answeredBy();
    expect(answer.status).toBe(200);
    seen.add(answer.instance ?? '?');
  }
  expect([...seen].sort()).toEqual(['vigil-1', 'vigil-2', 'vigil-3']);
  const signIn = await fetch(`${nginx.url}/api/customers/loginCustomer`, form({ username: 'admin', password: 'Vigil-admin-1' }));
  expect(signIn.status).toBe(200);
  const { login_token: token } = (await signIn.json()) as { login_token: string };
  for (let i = 0; i < 9; i += 1) {
    const check = await fetch(`${nginx.url}/api/customers/checkLoginToken`, form({ login_token: token, app_token: TEST_APP_TOKEN }));
    await check.arrayBuffer();
    expect(check.status).toBe(200);
  }
});

test('a phone paired through the balancer reaches a live viewer connected through it', async () => {
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  const traveller = Number((await client.query("select id from customers where username = 'traveller'")).rows[0].id);
  await client.end();
  const signIn = await fetch(`${nginx.url}/api/customers/loginCustomer`, form({ username: 'admin', password: 'Vigil-admin-1' }));
  const { login_token: token } = (await signIn.json()) as { login_token: string };
  const paired = await fetch(`${nginx.url}/api/tracking/pairDevice`, form({ login_token: token, app_token: TEST_APP_TOKEN, employee: String(traveller), app: 'osmand' }));
  expect(paired.status).toBe(200);
  const { setup } = (await paired.json()) as { setup: { url: string; identifier: string | null; password: string | null } };
  // The address the phone is given is the balancer's, port included (nginx passes the Host the client sent).
  expect(new URL(setup.url).host).toBe(new URL(nginx.url).host);
  // The WebSocket upgrade passes through nginx.
  const viewer = await LiveSocket.signedIn(nginx.url, token, TEST_APP_TOKEN);
  try {
    await viewer.subscribe('tracking.people');
    const fix = { lat: 45.46, lon: 9.19, timeMs: Math.floor(Date.now() / 1000) * 1000, speed: 1, bearing: 0, altitude: 120, accuracy: 8, battery: 0.6, charging: false };
    expect((await sendIngestRequest(ingestRequest({ protocol: 'osmand', setup, index: 0 }, fix), 10_000)).status).toBe(200);
    const moved = await viewer.next(
      (message) => message.type === 'changes' && message.topic === 'tracking.people' && message.items.some((item) => (item as { id: number; lat: number | null }).id === traveller && (item as { lat: number | null }).lat === 45.46),
      5_000,
    );
    expect(moved.type).toBe('changes');
  } finally {
    viewer.close();
  }
});

test('while a process stops on SIGTERM and after, every request through the balancer is answered', async () => {
  const stopping = servers[1]!;
  const answers: Array<{ status: number; instance?: string }> = [];
  const asking = (async () => {
    for (let i = 0; i < 60; i += 1) {
      answers.push(await answeredBy().catch(() => ({ status: 0 })));
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 300));
  stopping.child.kill('SIGTERM');
  expect(await stopping.exited).toBe(0);
  await asking;
  expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  // After it exited, only the two others answer.
  const after = await Promise.all(Array.from({ length: 6 }, () => answeredBy()));
  expect(after.every((answer) => answer.status === 200 && answer.instance !== 'vigil-2')).toBe(true);
}, 60_000);
