import beacon from '../fixtures/plugins/beacon/manifest';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyPost } from './support/legacy-request';
import { LiveSocket } from './support/live-socket';

/**
 * Several server processes on one PostgreSQL database share announcements through LISTEN/NOTIFY: a ping written
 * through one reaches a viewer connected to the other, and a process whose listening connection is cut catches its
 * viewers up once it is back. (On SQLite there is one process; live-updates covers it.)
 */

describe('two servers on one PostgreSQL database', () => {
  let first: TestServer;
  let second: TestServer;
  let adminToken: string;
  const sockets: LiveSocket[] = [];
  beforeAll(async () => {
    first = await startTestServer({ plugins: [beacon], listen: true });
    second = await startTestServer({ plugins: [beacon], listen: true, database: first.database });
    adminToken = await first.login('admin', 'Vigil-admin-1');
  }, 60_000);
  afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  async function viewerOn(server: TestServer): Promise<LiveSocket> {
    const socket = await LiveSocket.signedIn(server.url, adminToken, server.appToken);
    sockets.push(socket);
    await socket.subscribe('beacon.pings');
    return socket;
  }

  async function addPing(server: TestServer, label: string): Promise<void> {
    const response = await legacyPost(server, '/beacon/addPing', { ...credentials(server, adminToken), label });
    expect(response.json()).toEqual({ message: 'Ping added' });
  }

  /**
   * A ping written as soon as the database is back: until the pool has replaced its cut connections the server
   * answers 503 'try again shortly', as it should, and a client does just that; any other answer fails at once.
   */
  async function addPingOnceBack(server: TestServer, label: string, withinMs = 10_000): Promise<void> {
    const until = Date.now() + withinMs;
    for (;;) {
      const response = await legacyPost(server, '/beacon/addPing', { ...credentials(server, adminToken), label });
      if (response.statusCode !== 503 || Date.now() > until) {
        expect(response.json()).toEqual({ message: 'Ping added' });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const labels = (socket: LiveSocket): string[] => (socket.changes('beacon.pings') as { label: string }[]).map((item) => item.label);

  test('a ping written through one process reaches the viewers of both, each once', async () => {
    const here = await viewerOn(first);
    const there = await viewerOn(second);
    await addPing(first, 'from the first');
    await there.next(() => labels(there).includes('from the first'));
    await here.next(() => labels(here).includes('from the first'));
    // Give a double delivery (local and through LISTEN) the time to show.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(labels(here).filter((label) => label === 'from the first')).toHaveLength(1);
    expect(labels(there).filter((label) => label === 'from the first')).toHaveLength(1);
  });

  test('a viewer of a process whose listening connection was cut catches up once it is back', async () => {
    const viewer = await viewerOn(second);
    // Ends every connection to the database from the server side, the listening ones included.
    await first.database.terminateConnections?.();
    await addPingOnceBack(first, 'while cut');
    await viewer.next(() => labels(viewer).includes('while cut'), 15_000);
    expect(labels(viewer).filter((label) => label === 'while cut').length).toBeGreaterThanOrEqual(1);
  }, 30_000);
});
