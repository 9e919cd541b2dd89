import { LiveClient, type LiveKind, type LiveSocketLike } from '../../host/web/live/live-client';
import { liveUrl } from '../../host/web/live/live-url';

/** A socket the test drives by hand: what the client sent, and the server's side of the conversation. */
class FakeSocket implements LiveSocketLike {
  onopen: LiveSocketLike['onopen'] = null;
  onmessage: LiveSocketLike['onmessage'] = null;
  onclose: LiveSocketLike['onclose'] = null;
  readonly sent: Record<string, unknown>[] = [];
  closedWith: number | undefined;

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code?: number): void {
    this.closedWith = code;
  }
  open(): void {
    this.onopen?.({} as Event);
  }
  receive(message: object): void {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
  drop(code = 1006): void {
    this.onclose?.({ code } as CloseEvent);
  }
}

function setUp(loginToken: string | null = 'login-1') {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const client = new LiveClient({
    url: 'wss://api.example.com/api/live',
    credentials: () => (loginToken ? { loginToken, appToken: 'app-1' } : null),
    openSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => undefined,
  });
  return { client, sockets, timers };
}

test('opens one socket at the first subscription, says hello, then subscribes once the server is ready', () => {
  const { client, sockets } = setUp();
  expect(sockets).toHaveLength(0);
  const received: [unknown[], LiveKind][] = [];
  client.subscribe('beacon.pings', (items, kind) => received.push([items, kind]));
  client.subscribe('beacon.other', () => undefined);
  expect(sockets).toHaveLength(1);
  const socket = sockets[0]!;
  socket.open();
  expect(socket.sent).toEqual([{ type: 'hello', login_token: 'login-1', app_token: 'app-1' }]);
  socket.receive({ type: 'ready' });
  expect(client.connected).toBe(true);
  expect(socket.sent.slice(1)).toEqual([
    { type: 'subscribe', topic: 'beacon.pings', cursor: null },
    { type: 'subscribe', topic: 'beacon.other', cursor: null },
  ]);
  socket.receive({ type: 'snapshot', topic: 'beacon.pings', items: [{ id: 1 }], cursor: '1' });
  socket.receive({ type: 'changes', topic: 'beacon.pings', items: [{ id: 2 }], cursor: '2' });
  expect(received).toEqual([
    [[{ id: 1 }], 'snapshot'],
    [[{ id: 2 }], 'changes'],
  ]);
});

test('after a drop it reconnects with growing pauses and asks each topic for what changed after its last cursor', () => {
  const { client, sockets, timers } = setUp();
  const kinds: LiveKind[] = [];
  const connection: boolean[] = [];
  client.onConnection((connected) => connection.push(connected));
  client.subscribe('beacon.pings', (_items, kind) => kinds.push(kind));
  sockets[0]!.open();
  sockets[0]!.receive({ type: 'ready' });
  sockets[0]!.receive({ type: 'snapshot', topic: 'beacon.pings', items: [], cursor: '7' });
  sockets[0]!.receive({ type: 'changes', topic: 'beacon.pings', items: [{ id: 9 }], cursor: '9' });

  sockets[0]!.drop();
  expect(connection).toEqual([true, false]);
  expect(timers).toHaveLength(1);
  timers[0]!.run();
  // The second attempt fails before hello: the pause grows.
  sockets[1]!.drop();
  expect(timers[1]!.ms).toBeGreaterThan(timers[0]!.ms);
  timers[1]!.run();
  const socket = sockets[2]!;
  socket.open();
  socket.receive({ type: 'ready' });
  expect(socket.sent.at(-1)).toEqual({ type: 'subscribe', topic: 'beacon.pings', cursor: '9' });
  // The answer to a subscription with a cursor holds only what changed: it is told as changes, not a new state.
  socket.receive({ type: 'snapshot', topic: 'beacon.pings', items: [{ id: 10 }], cursor: '10' });
  expect(kinds).toEqual(['snapshot', 'changes', 'changes']);
});

test('a second listener of a topic gets the whole state; the last one leaving closes the socket for good', () => {
  const { client, sockets, timers } = setUp();
  const first = client.subscribe('beacon.pings', () => undefined);
  sockets[0]!.open();
  sockets[0]!.receive({ type: 'ready' });
  sockets[0]!.receive({ type: 'snapshot', topic: 'beacon.pings', items: [], cursor: '3' });
  const kinds: LiveKind[] = [];
  const second = client.subscribe('beacon.pings', (_items, kind) => kinds.push(kind));
  expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'subscribe', topic: 'beacon.pings', cursor: null });
  sockets[0]!.receive({ type: 'snapshot', topic: 'beacon.pings', items: [{ id: 3 }], cursor: '3' });
  expect(kinds).toEqual(['snapshot']);
  first();
  expect(sockets[0]!.closedWith).toBeUndefined();
  second();
  expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'unsubscribe', topic: 'beacon.pings' });
  expect(sockets[0]!.closedWith).toBe(1000);
  expect(client.connected).toBe(false);
  expect(timers).toHaveLength(0);
});

test('signed out, no socket is opened; a refused session waits the longest pause before trying again', () => {
  const signedOut = setUp(null);
  signedOut.client.subscribe('beacon.pings', () => undefined);
  expect(signedOut.sockets).toHaveLength(0);
  expect(signedOut.timers).toHaveLength(1);

  const refused = setUp();
  refused.client.subscribe('beacon.pings', () => undefined);
  refused.sockets[0]!.open();
  refused.sockets[0]!.drop(4401);
  expect(refused.timers[0]!.ms).toBeGreaterThanOrEqual(30_000 * 0.75);
});

test('the socket address follows the legacy API base: wss beside https, ws beside http, relative to the page', () => {
  expect(liveUrl('/api', 'https://app.example.com/Dashboard')).toBe('wss://app.example.com/api/live');
  expect(liveUrl('http://10.0.0.5:8080/api/', 'https://app.example.com/')).toBe('ws://10.0.0.5:8080/api/live');
});

test('a server that restarts (1012) is left within a second, even after failed attempts, and the topics resume from their cursors', () => {
  const { client, sockets, timers } = setUp();
  client.subscribe('beacon.pings', () => undefined);
  sockets[0]!.open();
  sockets[0]!.drop();
  timers[0]!.run();
  sockets[1]!.drop();
  timers[1]!.run();
  sockets[2]!.open();
  sockets[2]!.receive({ type: 'ready' });
  sockets[2]!.receive({ type: 'snapshot', topic: 'beacon.pings', items: [], cursor: '4' });

  sockets[2]!.drop(1012);
  expect(timers[2]!.ms).toBeLessThan(1_000);
  timers[2]!.run();
  sockets[3]!.open();
  sockets[3]!.receive({ type: 'ready' });
  expect(sockets[3]!.sent.at(-1)).toEqual({ type: 'subscribe', topic: 'beacon.pings', cursor: '4' });
  // Had the new process failed too, the pauses start again from the first.
  sockets[3]!.drop(1012);
  timers[3]!.run();
  sockets[4]!.drop();
  expect(timers[4]!.ms).toBeLessThanOrEqual(1_000 * 1.25);
});
