import type { CheckLoginTokenResponse, CustomerSession } from '../../host/core/api-contract';
import { checkLoginToken, loginCustomer, loginCustomerWithToken, logout as logoutCall } from '../../host/core/contract/session';
import { DEMO_ACCOUNTS, demoEmail } from '../../host/server/seed/demo-accounts';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyGet, legacyPost } from './support/legacy-request';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => server?.close());

describe('loginCustomer', () => {
  test.each(DEMO_ACCOUNTS.map((account) => [account.username, account] as const))('signs in %s', async (_name, account) => {
    const response = await legacyPost(server, loginCustomer.path, { username: account.username, password: account.password });
    expect(response.statusCode).toBe(200);
    const session = response.json<CustomerSession>();
    expect(session).toEqual({
      login_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      id: expect.any(Number),
      name: account.name,
      surname: account.surname,
      initial: `${account.name[0]}${account.surname[0]}`.toUpperCase(),
      image: null,
      email: demoEmail(account.username),
      company: expect.stringContaining('demo'),
      permission: [...account.permissions],
      privacyCheckedDate: account.privacyAccepted ? expect.any(String) : null,
      language: 'en',
    });
  });

  test('answers the same 401 for a wrong password and for an unknown user', async () => {
    const wrongPassword = await legacyPost(server, loginCustomer.path, { username: 'admin', password: 'not-the-password-1' });
    const unknownUser = await legacyPost(server, loginCustomer.path, { username: 'nobody', password: 'Vigil-admin-1' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Wrong username or password', code: 'wrongCredentials' });
    expect(unknownUser.json()).toEqual(wrongPassword.json());
  });

  test('names the missing field with 400', async () => {
    const response = await legacyPost(server, loginCustomer.path, { username: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'Missing input: password', field: 'password' });
  });

  test('gives each sign-in its own token', async () => {
    const first = await server.login('analyst', 'Vigil-analyst-1');
    const second = await server.login('analyst', 'Vigil-analyst-1');
    expect(first).not.toBe(second);
  });
});

describe('token calls', () => {
  test('checkLoginToken answers the user and the permission list, by POST and by GET', async () => {
    const token = await server.login('traveller', 'Vigil-traveller-1');
    const byPost = await legacyPost(server, checkLoginToken.path, credentials(server, token));
    const byGet = await legacyGet(server, checkLoginToken.path, credentials(server, token));
    expect(byPost.statusCode).toBe(200);
    expect(byPost.json<CheckLoginTokenResponse>().permission).toEqual(['tra', 'gps', 'ops']);
    expect(byPost.json()).not.toHaveProperty('login_token');
    expect(byGet.json()).toEqual(byPost.json());
  });

  test('loginCustomerWithToken answers the session with the same token', async () => {
    const token = await server.login('visitor', 'Vigil-visitor-1');
    const response = await legacyPost(server, loginCustomerWithToken.path, credentials(server, token));
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomerSession>()).toMatchObject({ login_token: token, email: demoEmail('visitor'), permission: ['free'] });
  });

  test('a tampered token is refused with 401', async () => {
    const token = await server.login('admin', 'Vigil-admin-1');
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const value of [tampered, 'short', `${token}x`]) {
      const response = await legacyPost(server, checkLoginToken.path, credentials(server, value));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, field: 'login_token' });
    }
  });

  test('logout revokes the token and leaves the others valid', async () => {
    const kept = await server.login('admin', 'Vigil-admin-1');
    const token = await server.login('admin', 'Vigil-admin-1');
    expect((await legacyPost(server, checkLoginToken.path, credentials(server, token))).statusCode).toBe(200);
    const logout = await legacyPost(server, logoutCall.path, credentials(server, token));
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logout successfully' });
    expect((await legacyPost(server, checkLoginToken.path, credentials(server, token))).statusCode).toBe(401);
    expect((await legacyPost(server, logoutCall.path, credentials(server, token))).statusCode).toBe(401);
    expect((await legacyPost(server, checkLoginToken.path, credentials(server, kept))).statusCode).toBe(200);
  });

  test('records the last sign-in', async () => {
    const before = new Date().toISOString();
    await server.login('newcomer', 'Vigil-newcomer-1');
    const row = await server.server.db.selectFrom('customers').select('last_login_at').where('username', '=', 'newcomer').executeTakeFirstOrThrow();
    expect(row.last_login_at! >= before).toBe(true);
  });
});

describe('expiry', () => {
  test('an expired token is refused with 401', async () => {
    // One-second tokens: the real expiry path, session cache included.
    const shortLived = await startTestServer({ config: { loginTokenTtlHours: 1 / 3600 } });
    try {
      const token = await shortLived.login('admin', 'Vigil-admin-1');
      expect((await legacyPost(shortLived, checkLoginToken.path, credentials(shortLived, token))).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const response = await legacyPost(shortLived, checkLoginToken.path, credentials(shortLived, token));
      expect(response.statusCode).toBe(401);
    } finally {
      await shortLived.close();
    }
  }, 60_000);
});
