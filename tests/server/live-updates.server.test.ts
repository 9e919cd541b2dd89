import beacon from '../fixtures/plugins/beacon/manifest';
import { CLOSE } from '../../host/server/live/live-protocol';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyPost } from './support/legacy-request';
import { LiveSocket } from './support/live-socket';
import { addOtherCompany } from './support/other-company';

/**
 * The live WebSocket (host/server/live) against a real server with the beacon fixture, whose 'beacon.pings' topic
 * announces each ping after it is written: a viewer gets a snapshot, then the changes their company and
 * permissions let them see, and nothing once their session ends.
 */

let server: TestServer;
let adminToken: string;
const sockets: LiveSocket[] = [];
beforeAll(async () => {
  server = await startTestServer({ plugins: [beacon], listen: true });
  adminToken = await server.login('admin', 'Vigil-admin-1');
}, 60_000);
afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));
afterAll(async () => server?.close());

async function signedIn(loginToken: string): Promise<LiveSocket> {
  const socket = await LiveSocket.signedIn(server.url, loginToken, server.appToken);
  sockets.push(socket);
  return socket;
}

async function addPing(loginToken: string, label: string): Promise<void> {
  const response = await legacyPost(server, '/beacon/addPing', { ...credentials(server, loginToken), label });
  expect(response.json()).toEqual({ message: 'Ping added' });
}

test('a hello with a wrong login token, a wrong app token or none at all is refused with 4401', async () => {
  for (const hello of [
    { type: 'hello', login_token: 'not-a-token', app_token: server.appToken },
    { type: 'hello', login_token: adminToken, app_token: 'wrong-app-token' },
    { type: 'subscribe', topic: 'beacon.pings', cursor: null },
  ]) {
    const socket = await LiveSocket.open(server.url);
    sockets.push(socket);
    socket.send(hello);
    if (hello.type === 'subscribe') {
      expect(await socket.next((message) => message.type === 'error')).toEqual({ type: 'error', message: 'Say hello first' });
      continue;
    }
    expect(await socket.closed).toEqual(CLOSE.unauthorised);
    expect(socket.messages).toEqual([]);
  }
});

test('a subscription without the permission, or to an unknown topic, is refused with an error frame', async () => {
  const analyst = await signedIn(await server.login('analyst', 'Vigil-analyst-1'));
  analyst.send({ type: 'subscribe', topic: 'beacon.pings', cursor: null });
  expect(await analyst.next((message) => message.type === 'error')).toEqual({
    type: 'error',
    topic: 'beacon.pings',
    message: expect.stringContaining('admin, beacon'),
  });
  analyst.send({ type: 'subscribe', topic: 'vault.items', cursor: null });
  expect(await analyst.next((message) => message.type === 'error' && message.topic === 'vault.items')).toMatchObject({ message: 'No live topic vault.items' });
  await addPing(adminToken, 'unseen by the analyst');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(analyst.messages.filter((message) => message.type !== 'error')).toEqual([{ type: 'ready' }]);
});

test('a snapshot first, then each change pushed after it is written; a reconnect catches up from its cursor', async () => {
  await addPing(adminToken, 'before');
  const viewer = await signedIn(adminToken);
  const snapshot = await viewer.subscribe('beacon.pings');
  expect(snapshot.items).toEqual(expect.arrayContaining([{ id: expect.any(Number), label: 'before' }]));
  await addPing(adminToken, 'first');
  await addPing(adminToken, 'second');
  const labels = (): string[] => (viewer.changes('beacon.pings') as { label: string }[]).map((item) => item.label);
  await viewer.next(() => labels().includes('second'));
  // 'before' may come again, announced just as the snapshot was read: items are merged by id, never lost.
  const changes = (viewer.changes('beacon.pings') as { id: number; label: string }[]).filter((item) => item.label !== 'before');
  expect(changes.map((item) => item.label)).toEqual(['first', 'second']);
  const last = viewer.messages.filter((message) => message.type === 'changes').at(-1);
  expect(last).toMatchObject({ cursor: String(changes[1]!.id) });
  viewer.close();

  await addPing(adminToken, 'while away');
  const back = await signedIn(adminToken);
  const caughtUp = await back.subscribe('beacon.pings', String(changes[1]!.id));
  expect(caughtUp.items).toEqual([{ id: expect.any(Number), label: 'while away' }]);
});

test('a burst of announcements reaches a viewer as one batch, not one message per id', async () => {
  const viewer = await signedIn(adminToken);
  await viewer.subscribe('beacon.pings');
  await Promise.all(['a', 'b', 'c', 'd', 'e'].map((label) => addPing(adminToken, `burst ${label}`)));
  const burst = (): unknown[] => viewer.changes('beacon.pings').filter((item) => (item as { label: string }).label.startsWith('burst'));
  await viewer.next(() => burst().length === 5);
  expect(viewer.messages.filter((message) => message.type === 'changes').length).toBeLessThanOrEqual(2);
});

test("a viewer of another company gets nothing of this company's pings, and their own", async () => {
  const other = await addOtherCompany(server, 'elsewhere');
  const outsider = await signedIn(other.adminToken);
  const snapshot = await outsider.subscribe('beacon.pings');
  expect(snapshot.items).toEqual([]);
  const insider = await signedIn(adminToken);
  await insider.subscribe('beacon.pings');
  await addPing(adminToken, 'demo company only');
  await addPing(other.adminToken, 'elsewhere only');
  await insider.next(() => insider.changes('beacon.pings').some((item) => (item as { label: string }).label === 'demo company only'));
  await outsider.next(() => outsider.changes('beacon.pings').length > 0);
  expect(outsider.changes('beacon.pings')).toEqual([{ id: expect.any(Number), label: 'elsewhere only' }]);
  expect(insider.changes('beacon.pings')).not.toContainEqual(expect.objectContaining({ label: 'elsewhere only' }));
});

test('malformed frames get an error frame; too many of them, or a frame over 4 KB, close the socket', async () => {
  const socket = await signedIn(adminToken);
  socket.send('{not json');
  expect(await socket.next((message) => message.type === 'error')).toEqual({ type: 'error', message: 'Not JSON' });
  socket.send({ type: 'subscribe', topic: 'beacon.pings', cursor: 42 });
  await socket.next((message) => message.type === 'error' && message.message.startsWith('cursor'));
  for (let count = 0; count < 10; count += 1) socket.send('[]');
  expect(await socket.closed).toEqual(CLOSE.protocol);

  const big = await signedIn(adminToken);
  big.send({ type: 'subscribe', topic: 'x'.repeat(5000), cursor: null });
  expect((await big.closed).code).toBe(1009);
  // The server lives on.
  expect((await signedIn(adminToken)).messages).toEqual([{ type: 'ready' }]);
});

test('a plugin may publish only on its own topics', async () => {
  const response = await legacyPost(server, '/beacon/publishForeign', credentials(server, adminToken));
  expect(response.json()).toEqual({ message: expect.stringContaining("may not publish on vault.items: its live topics start with 'beacon.'") });
});

test('once the session ends (logout), the socket is closed instead of getting more data', async () => {
  const token = await server.login('admin', 'Vigil-admin-1');
  const viewer = await signedIn(token);
  await viewer.subscribe('beacon.pings');
  const logout = await legacyPost(server, '/customers/logout', credentials(server, token));
  expect(logout.statusCode).toBe(200);
  await addPing(adminToken, 'after logout');
  expect(await viewer.closed).toEqual(CLOSE.unauthorised);
  expect(viewer.changes('beacon.pings')).toEqual([]);
});
