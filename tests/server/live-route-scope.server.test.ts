import { connect } from 'node:net';
import beacon from '../fixtures/plugins/beacon/manifest';
import { CLOSE } from '../../host/server/live/live-protocol';
import { startTestServer } from '../support/test-server';
import { LiveSocket } from './support/live-socket';

/**
 * The live route's WebSocket plugin lives in a scope of its own (its hooks cost every API call otherwise): its
 * shutdown still reaches the open sockets, and an API call is answered without its hooks.
 */

test('a stopping server closes its live sockets with the restart code, so clients reconnect elsewhere', async () => {
  const server = await startTestServer({ plugins: [beacon], listen: true });
  const token = await server.login('admin', 'Vigil-admin-1');
  const socket = await LiveSocket.signedIn(server.url, token, server.appToken);
  await server.close();
  expect(await socket.closed).toEqual(CLOSE.restart);
}, 60_000);

test('an upgrade request to an API call gets its answer, not a socket', async () => {
  const server = await startTestServer({ plugins: [beacon], listen: true });
  try {
    const { port } = new URL(server.url);
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'GET /api/health/get-db-status HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
            'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        );
      });
      socket.once('data', (chunk) => {
        resolve(String(chunk).split('\r\n')[0] ?? '');
        socket.destroy();
      });
      socket.once('error', reject);
    });
    expect(head).toBe('HTTP/1.1 200 OK');
  } finally {
    await server.close();
  }
}, 60_000);
