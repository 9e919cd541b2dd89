import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import type { GeoCountry, NewApiAuthResponse } from '../../host/core/api-contract';
import { NEW_API_PATHS } from '../../host/core/api-contract';
import { logout as logoutCall, newApiAuth } from '../../host/core/contract/session';
import { JWT_SECRET_FILE } from '../../host/server/auth/jwt-secret';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let loginToken: string;
beforeAll(async () => {
  server = await startTestServer();
  loginToken = await server.login('analyst', 'Vigil-analyst-1');
}, 60_000);
afterAll(async () => server?.close());

const auth = (payload: Record<string, string>) => server.app.inject({ method: 'POST', url: `/v2${newApiAuth.path}`, payload });
const countries = (authorization?: string) =>
  server.app.inject({ method: 'GET', url: `/v2${NEW_API_PATHS.countries}`, headers: authorization ? { authorization } : {} });

async function jwtFor(email: string, password: string): Promise<string> {
  const response = await auth({ email, password });
  expect(response.statusCode).toBe(200);
  return response.json<NewApiAuthResponse>().jwt;
}

describe('POST /v2/auth', () => {
  test('exchanges the email and a login token for a JWT and the legacy id', async () => {
    const response = await auth({ email: 'analyst@demo.vigil.example', password: loginToken });
    expect(response.statusCode).toBe(200);
    const body = response.json<NewApiAuthResponse>();
    expect(body.jwt.split('.')).toHaveLength(3);
    const customer = await server.server.db.selectFrom('customers').select('id').where('username', '=', 'analyst').executeTakeFirstOrThrow();
    expect(body.account).toEqual({ legacy_id: customer.id, email: 'analyst@demo.vigil.example' });
  });

  test('accepts a form-encoded body and any letter case in the email', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/v2${newApiAuth.path}`,
      payload: new URLSearchParams({ email: 'Analyst@Demo.Vigil.Example', password: loginToken }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
  });

  test('refuses a wrong password, and the token of another account, with 401', async () => {
    const wrong = await auth({ email: 'analyst@demo.vigil.example', password: 'not-a-token' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Wrong email or password', code: 'wrongEmailOrPassword' });
    const otherAccount = await auth({ email: 'admin@demo.vigil.example', password: loginToken });
    expect(otherAccount.statusCode).toBe(401);
  });

  test('answers 400 naming a missing or malformed field', async () => {
    expect((await auth({ password: loginToken })).json()).toMatchObject({ statusCode: 400, field: 'email' });
    expect((await auth({ email: 'not-an-email', password: loginToken })).json()).toMatchObject({
      statusCode: 400,
      message: 'Email format not valid: email',
      field: 'email',
    });
  });
});

describe('GET /v2/geolocation/countries', () => {
  test('answers every country sorted by name, with ISO codes and the continent as zone', async () => {
    const response = await countries(`Bearer ${await jwtFor('analyst@demo.vigil.example', loginToken)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const list = response.json<GeoCountry[]>();
    expect(list.length).toBeGreaterThanOrEqual(200);
    for (const country of list) {
      expect(country).toEqual({ id: expect.any(Number), name: expect.any(String), zoneId: expect.any(Number), iso2: expect.stringMatching(/^[A-Z]{2}$/), iso3: expect.stringMatching(/^[A-Z]{3}$/) });
    }
    const names = list.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(list.find((country) => country.iso2 === 'IT')).toMatchObject({ name: 'Italy', iso3: 'ITA' });
  });

  test('refuses a missing, malformed or tampered JWT with 401', async () => {
    const jwt = await jwtFor('analyst@demo.vigil.example', loginToken);
    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' })).toString('base64url');
    for (const authorization of [undefined, 'Bearer', 'Basic abc', `Bearer ${header}.${forgedPayload}.${signature}`, `Bearer ${jwt}x`]) {
      const response = await countries(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    }
  });

  test('refuses an expired JWT, one signed with another secret, and one without a session, with 401', async () => {
    const secret = readFileSync(path.join(server.database.dataDir, JWT_SECRET_FILE), 'utf8').trim();
    const issued = decodeJwt(await jwtFor('analyst@demo.vigil.example', loginToken));
    const sign = (key: string, expiresAt: number, claims: Record<string, unknown> = { email: issued.email, sid: issued.sid }) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(issued.sub))
        .setIssuer('vigil')
        .setExpirationTime(expiresAt)
        .sign(new TextEncoder().encode(key));
    const now = Math.floor(Date.now() / 1000);
    expect((await countries(`Bearer ${await sign(secret, now + 60)}`)).statusCode).toBe(200);
    expect((await countries(`Bearer ${await sign(secret, now - 60)}`)).statusCode).toBe(401);
    expect((await countries(`Bearer ${await sign('another-secret-of-enough-length', now + 60)}`)).statusCode).toBe(401);
    // Signed with the right secret, but for no session, or for another account's session.
    expect((await countries(`Bearer ${await sign(secret, now + 60, { email: issued.email })}`)).statusCode).toBe(401);
    const adminToken = await server.login('admin', 'Vigil-admin-1');
    const adminSession = decodeJwt(await jwtFor('admin@demo.vigil.example', adminToken)).sid;
    expect((await countries(`Bearer ${await sign(secret, now + 60, { email: issued.email, sid: adminSession })}`)).statusCode).toBe(401);
  });
});

describe('a JWT ends with the session it was issued for', () => {
  const ended = { statusCode: 401, error: 'Unauthorized', message: 'The session has ended, sign in again', code: 'sessionEnded' };

  test('at logout', async () => {
    const token = await server.login('analyst', 'Vigil-analyst-1');
    const jwt = await jwtFor('analyst@demo.vigil.example', token);
    expect((await countries(`Bearer ${jwt}`)).statusCode).toBe(200);
    const logout = await server.app.inject({
      method: 'POST',
      url: `/api${logoutCall.path}`,
      payload: new URLSearchParams({ login_token: token, app_token: server.appToken }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(logout.statusCode).toBe(200);
    const after = await countries(`Bearer ${jwt}`);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(ended);
    // Other sessions of the same account are not touched.
    expect((await countries(`Bearer ${await jwtFor('analyst@demo.vigil.example', loginToken)}`)).statusCode).toBe(200);
  });

  test('when the account is disabled, and works again once it is enabled and signed in anew', async () => {
    const token = await server.login('visitor', 'Vigil-visitor-1');
    const jwt = await jwtFor('visitor@demo.vigil.example', token);
    const visitor = () => server.server.db.updateTable('customers').where('username', '=', 'visitor');
    await visitor().set({ hidden: 1 }).execute();
    try {
      expect((await countries(`Bearer ${jwt}`)).json()).toEqual(ended);
    } finally {
      await visitor().set({ hidden: 0 }).execute();
    }
    const again = await server.login('visitor', 'Vigil-visitor-1');
    expect((await countries(`Bearer ${await jwtFor('visitor@demo.vigil.example', again)}`)).statusCode).toBe(200);
  });
});
