import beacon from '../../fixtures/plugins/beacon/manifest';
import { closedPort } from '../../cli/support/closed-port';
import { testDialect } from '../../support/test-database';
import { startTestServer, type TestServer } from '../../support/test-server';
import { legacyGet } from '../support/legacy-request';
import { LiveSocket } from '../support/live-socket';

/**
 * Liveness and readiness for a load balancer (/api/health/live, /api/health/ready), and what a stopping process
 * tells its WebSockets. Every answer names the process.
 */

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close().catch(() => undefined);
});

async function started(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}

/** Polls until the answer has this status: readiness reuses its verdict for 2 s. */
async function statusSoon(server: TestServer, path: string, status: number): Promise<ReturnType<typeof legacyGet>> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const response = await legacyGet(server, path);
    if (response.statusCode === status || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('both answer 200 naming the process; readiness names the database and the file store', async () => {
  const server = await started({ plugins: [] });
  const live = await legacyGet(server, '/health/live');
  expect(live.statusCode).toBe(200);
  expect(live.json()).toEqual({ status: 'ok', instance: server.server.instance });
  expect(live.headers['vigil-instance']).toBe(server.server.instance);
  const ready = await legacyGet(server, '/health/ready');
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ok', instance: server.server.instance, database: testDialect(), files: 'local' });
  expect(server.server.instance).toMatch(/^.+:\d+$/);
});

test('readiness answers 503 while the database cannot be reached; liveness stays 200', async () => {
  const server = await started({ plugins: [] });
  await server.server.db.destroy();
  const ready = await statusSoon(server, '/health/ready', 503);
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toMatchObject({
    statusCode: 503,
    message: `Vigil process ${server.server.instance} is not ready: the database cannot be reached`,
  });
  expect(ready.headers['vigil-instance']).toBe(server.server.instance);
  expect((await legacyGet(server, '/health/live')).statusCode).toBe(200);
});

test('readiness answers 503 while the S3 store cannot be reached', async () => {
  const port = await closedPort();
  const server = await started({
    plugins: [],
    config: {
      fileStorage: 's3',
      s3: { endpoint: `http://127.0.0.1:${port}`, bucket: 'vigil', region: 'us-east-1', prefix: '', forcePathStyle: true, accessKeyId: 'k', secretAccessKey: 's' },
    },
  });
  const ready = await statusSoon(server, '/health/ready', 503);
  expect(ready.json()).toMatchObject({ message: `Vigil process ${server.server.instance} is not ready: the file store cannot be reached` });
  expect((await legacyGet(server, '/health/live')).statusCode).toBe(200);
}, 30_000);

test('a stopping server closes its live sockets with 1012, which the web client takes as "reconnect now"', async () => {
  const server = await started({ plugins: [beacon], listen: true });
  const token = await server.login('admin', 'Vigil-admin-1');
  const socket = await LiveSocket.signedIn(server.url, token, server.appToken);
  await server.server.close();
  await expect(socket.closed).resolves.toEqual({ code: 1012, reason: 'Server restarting: reconnect' });
});
