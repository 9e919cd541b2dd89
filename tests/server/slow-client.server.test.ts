import net from 'node:net';
import { HTTP_LIMITS } from '../../host/server/http-limits';
import { startTestServer, type TestServer } from '../support/test-server';

/*
 * A client that trickles its body one byte every 5 s must not hold a connection open: the server cuts the request
 * once HTTP_LIMITS.requestTimeoutMs (30 s) has passed, on a real socket on loopback (app.inject has no timeouts).
 */
const TRICKLE_EVERY_MS = 5_000;
const CUT_WITHIN_MS = 40_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ listen: true });
}, 60_000);
afterAll(async () => server?.close());

interface Outcome {
  elapsedMs: number;
  answer: string;
}

/** Sends a POST announcing a 100-byte body, then one byte every 5 s, until the server closes or the deadline. */
function trickle(url: string): Promise<Outcome> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  const started = Date.now();
  let answer = '';
  let timer: NodeJS.Timeout | undefined;
  let deadline: NodeJS.Timeout | undefined;
  return new Promise<Outcome>((resolve, reject) => {
    socket.on('connect', () => {
      socket.write(
        'POST /api/customers/loginCustomer HTTP/1.1\r\n' +
          `Host: ${hostname}:${port}\r\n` +
          'Content-Type: application/x-www-form-urlencoded\r\n' +
          'Content-Length: 100\r\n\r\n',
      );
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write('a');
      }, TRICKLE_EVERY_MS);
    });
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    // Writing after the server's cut may fail with EPIPE/ECONNRESET: that is the cut too.
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ elapsedMs: Date.now() - started, answer }));
    deadline = setTimeout(() => reject(new Error(`the connection was still open after ${CUT_WITHIN_MS} ms`)), CUT_WITHIN_MS);
  }).finally(() => {
    clearInterval(timer);
    clearTimeout(deadline);
    socket.destroy();
  });
}

test('a body trickling one byte every 5 s is cut off within 40 s', async () => {
  const { elapsedMs, answer } = await trickle(server.url);
  // Not before the limit: a slow but legitimate client gets its 30 s.
  expect(elapsedMs).toBeGreaterThanOrEqual(HTTP_LIMITS.requestTimeoutMs - 1_000);
  expect(elapsedMs).toBeLessThan(CUT_WITHIN_MS);
  if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
}, 60_000);

test('the header timeout is no higher than the request timeout, as Node requires for the cut to hold', () => {
  expect(server.server.app.server.headersTimeout).toBeLessThanOrEqual(server.server.app.server.requestTimeout);
  expect(server.server.app.server.requestTimeout).toBe(HTTP_LIMITS.requestTimeoutMs);
});
