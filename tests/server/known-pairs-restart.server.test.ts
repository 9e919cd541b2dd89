import { loginCustomer } from '../../host/core/contract/session';
import { DEFAULT_CONFIG } from '../../host/server/server-config';
import { startTestServer, type TestServer } from '../support/test-server';
import { legacyPost } from './support/legacy-request';

/*
 * Issue 23: the accounts and addresses that signed in lately are remembered in the database, so a restart does not
 * forget them: after one, a flood from their address still leaves them their own account. With the shipped
 * per-address limit; every call comes from the same address (app.inject's 127.0.0.1).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { signInAddressLimit: DEFAULT_CONFIG.signInAddressLimit } });
}, 60_000);
afterAll(async () => server?.close());

const signIn = (username: string, password: string) => legacyPost(server, loginCustomer.path, { username, password });

test('a known account and address still escape the address limit after a restart; the others are refused', async () => {
  expect((await signIn('analyst', 'Vigil-analyst-1')).statusCode).toBe(200);
  await server.restart();
  // One failure on each of as many accounts as the address may fail: no account is slowed down, the address is spent.
  for (let account = 0; account < DEFAULT_CONFIG.signInAddressLimit.max; account += 1) {
    expect((await signIn(`guess-${account}`, 'Wrong-password-1')).statusCode).toBe(401);
  }
  const refused = await signIn('visitor', 'Vigil-visitor-1');
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await signIn('analyst', 'Vigil-analyst-1')).statusCode).toBe(200);
});
