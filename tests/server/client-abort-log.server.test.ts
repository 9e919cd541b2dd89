import net from 'node:net';
import { Writable } from 'node:stream';
import { loginCustomer } from '../../host/core/contract/session';
import { createServer, type VigilServer } from '../../host/server/create-server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Issue 13: "Client aborts are not logged as errors with stack traces." A client that closes the connection
 * before its body is complete is an everyday event (a closed tab, a lost network), not a fault of the server, nor a
 * database outage (Node reports it as ECONNRESET, as pg reports a dropped database connection). A real server on
 * loopback, its log captured.
 */

interface LogLine {
  level: number;
  msg?: string;
  err?: { stack?: string };
}

let database: TestDatabase;
let server: VigilServer;
let url: URL;
const lines: LogLine[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as LogLine);
      done();
    },
  });
  server = await createServer({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, webRoot: `${database.dataDir}/no-web`, logStream });
  url = new URL(await server.listen(0, '127.0.0.1'));
}, 60_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

/** Sends a request announcing a body of `announced` bytes, sends `sent` of them, and closes the connection. */
function abortMidBody(path: string, announced: number, sent: number): Promise<void> {
  const socket = net.connect(Number(url.port), url.hostname);
  return new Promise<void>((resolve, reject) => {
    socket.on('error', reject);
    // Read what the server sends, its close included: a paused socket never sees the end and stays open.
    socket.resume();
    socket.on('connect', () => {
      socket.write(
        `POST /api${path} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
          `Content-Length: ${announced}\r\n\r\n${'a'.repeat(sent)}`,
        () => socket.end(resolve),
      );
    });
  });
}

async function waitFor(found: () => boolean, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!found() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

test('a client closing the connection mid-body is one info line without a stack, not an error', async () => {
  const before = lines.length;
  await abortMidBody(loginCustomer.path, 10_000, 100);
  await abortMidBody(loginCustomer.path, 500_000, 64 * 1024);
  const aborted = () => lines.slice(before).filter((line) => line.msg === 'request aborted by the client');
  await waitFor(() => aborted().length === 2, 15_000);
  const logged = lines.slice(before);
  expect(aborted()).toHaveLength(2);
  expect(aborted().every((line) => line.level === 30)).toBe(true);
  // Nothing at warn (40) or above, no stack, and not taken for a database outage.
  expect(logged.filter((line) => line.level >= 40)).toEqual([]);
  expect(logged.filter((line) => JSON.stringify(line).includes('stack'))).toEqual([]);
}, 30_000);

test('the server goes on answering after the aborts', async () => {
  const response = await fetch(new URL('/api/health/get-db-status', url));
  expect(response.status).toBe(200);
});
