import { connect, type Socket } from 'node:net';
import { getDbStatus } from '../../host/core/contract/health';
import { HTTP_LIMITS } from '../../host/server/http-limits';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Issue 13: connections per address are limited, so one client opening sockets (and sending nothing) cannot take
 * every one the server has. Real sockets on loopback.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ plugins: [], listen: true });
}, 60_000);
afterAll(async () => server?.close());

function open(url: URL): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves true when the server closes `socket` within `ms`. */
function closedWithin(socket: Socket, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
    socket.on('error', () => undefined);
  });
}

test(`one address holds at most ${HTTP_LIMITS.maxConnectionsPerAddress} open connections; the next is closed, and room comes back`, async () => {
  const url = new URL(server.url);
  const held: Socket[] = [];
  try {
    for (let index = 0; index < HTTP_LIMITS.maxConnectionsPerAddress; index += 1) held.push(await open(url));
    // The held sockets stay open: none is closed by the server.
    const extra = await open(url);
    expect(await closedWithin(extra, 5_000)).toBe(true);
    expect(held.filter((socket) => socket.destroyed)).toHaveLength(0);

    const freed = held.pop()!;
    const gone = closedWithin(freed, 5_000);
    freed.destroy();
    await gone;
    // Give the server a moment to see the close, then an ordinary call gets through.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answer = await fetch(`${server.url}/api${getDbStatus.path}`);
    expect(answer.status).toBe(200);
  } finally {
    for (const socket of held) socket.destroy();
  }
}, 60_000);
