import { getEmployeeDetail } from '../../host/core/contract/profile';
import { acceptPrivacy, checkLoginToken, logout } from '../../host/core/contract/session';
import { getFrontendPermissions } from '../../host/core/contract/permissions';
import type { AnyEndpoint } from '../../host/core/endpoints';
import { GATE_TEXTS } from '../../host/core/messages';
import { demoEmail } from '../../host/server/seed/demo-accounts';
import { startTestServer, type TestServer } from '../support/test-server';
import { callEndpoint, everyEndpoint, jwtOf } from './support/call-endpoint';

/**
 * Issue 13: "A user who has not accepted the privacy policy can call only what the privacy gate needs". The
 * seeded newcomer has not accepted it; the gate (host/web/gates) checks the session, loads the route table,
 * accepts and logs out, and nothing else.
 */

let server: TestServer;
let endpoints: AnyEndpoint[];
beforeAll(async () => {
  server = await startTestServer();
  endpoints = await everyEndpoint();
}, 60_000);
afterAll(async () => server?.close());

async function newcomerSession(): Promise<{ loginToken: string; jwt: string }> {
  const loginToken = await server.login('newcomer', 'Vigil-newcomer-1');
  return { loginToken, jwt: await jwtOf(server, demoEmail('newcomer'), loginToken) };
}

test('the gate needs only the session check, the route table, accept and logout', () => {
  const open = endpoints.filter((endpoint) => endpoint.access !== 'public' && endpoint.beforePrivacyAccepted).map((endpoint) => endpoint.id);
  expect(open.sort()).toEqual(
    ['session.loginCustomerWithToken', checkLoginToken.id, getFrontendPermissions.id, logout.id, acceptPrivacy.id].sort(),
  );
});

test('every other session call, of the platform and of every module, answers 403 with the gate text', async () => {
  const session = await newcomerSession();
  const gated = endpoints.filter((endpoint) => endpoint.access !== 'public' && !endpoint.beforePrivacyAccepted);
  expect(gated.length).toBeGreaterThan(30);
  const answers = [];
  for (const endpoint of gated) {
    const response = await callEndpoint(server, endpoint, session);
    answers.push({ id: endpoint.id, status: response.statusCode, message: response.json<{ message?: string }>().message });
  }
  expect(answers).toEqual(gated.map((endpoint) => ({ id: endpoint.id, status: 403, message: GATE_TEXTS.privacy })));
});

test('the calls the gate needs answer, and accepting opens the rest at once', async () => {
  const session = await newcomerSession();
  expect((await callEndpoint(server, checkLoginToken, session)).statusCode).toBe(200);
  expect((await callEndpoint(server, getFrontendPermissions, session)).statusCode).toBe(200);
  // Seen (and cached) as not accepted just before the accept.
  expect((await callEndpoint(server, getEmployeeDetail, session)).statusCode).toBe(403);
  const accepted = await callEndpoint(server, acceptPrivacy, session, { privacy: '1' });
  expect(accepted.statusCode).toBe(200);
  expect((await callEndpoint(server, getEmployeeDetail, session)).statusCode).toBe(200);
  const countries = endpoints.find((endpoint) => endpoint.id === 'geography.getCountries');
  expect(countries && (await callEndpoint(server, countries, session)).statusCode).toBe(200);
  expect((await callEndpoint(server, logout, session)).statusCode).toBe(200);
});

test('logout is open before the acceptance', async () => {
  await server.server.db.updateTable('customers').set({ privacy_checked_at: null }).where('username', '=', 'newcomer').execute();
  const session = await newcomerSession();
  expect((await callEndpoint(server, logout, session)).statusCode).toBe(200);
  expect((await callEndpoint(server, checkLoginToken, session)).statusCode).toBe(401);
});
