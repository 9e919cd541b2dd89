import { checkLoginToken } from '../../host/core/contract/session';
import { getEmployeeDetail } from '../../host/core/contract/profile';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyGet, legacyPost } from './support/legacy-request';

/** Issue 13, headers: what every answer carries, and what answers with tokens or personal data add. */

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ plugins: [] });
  token = await server.login('admin', 'Vigil-admin-1');
}, 60_000);
afterAll(async () => server?.close());

test('answers that carry a token or personal data are never cached', async () => {
  const session = await legacyPost(server, checkLoginToken.path, credentials(server, token));
  expect(session.statusCode).toBe(200);
  expect(session.headers['cache-control']).toBe('no-store');
  const detail = await legacyGet(server, getEmployeeDetail.path, credentials(server, token));
  expect(detail.statusCode).toBe(200);
  expect(detail.headers['cache-control']).toBe('no-store');
});

test('every answer, framework errors included, forbids framing and sniffing', async () => {
  const answers = await Promise.all([
    legacyPost(server, checkLoginToken.path, credentials(server, token)),
    server.app.inject({ method: 'GET', url: '/api/health/get-db-status' }),
    server.app.inject({ method: 'GET', url: '/api/no-such-call' }),
    // A malformed URL is refused by fastify before any route or hook of ours runs.
    server.app.inject({ method: 'GET', url: '/api/%E0%A4%A' }),
  ]);
  for (const answer of answers) {
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
  }
  expect(answers[3]?.statusCode).toBe(400);
});
