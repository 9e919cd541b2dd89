import { loginCustomer, newApiAuth } from '../../host/core/contract/session';
import { FIRST_DELAY_MS } from '../../host/server/auth/sign-in-limits';
import { DEFAULT_CONFIG } from '../../host/server/server-config';
import { startTestServer, type TestServer } from '../support/test-server';
import { formCall, keepAliveAgent, send, type HttpAnswer } from './support/http-flood';
import { REAL_LIMITS } from './support/real-limits';

/*
 * Issue 13: failed sign-ins are limited per address and per account, with the shipped limits, in a way that lets
 * the right person in from their own address; behind a load balancer (trustProxy) the address is the client's.
 * Real sockets on loopback, so the client address is the connection's.
 */

const ADDRESS_LIMIT = DEFAULT_CONFIG.signInAddressLimit.max;
const PAIR_LIMIT = DEFAULT_CONFIG.signInRateLimit.max;
const ACCOUNT_LIMIT = DEFAULT_CONFIG.signInAccountLimit.max;
const TOO_MANY = /^Too many sign-in attempts\. Try again in \d+ seconds$/;

const agent = keepAliveAgent(10);
afterAll(() => agent.destroy());

function signIn(server: TestServer, username: string, password: string, from?: string): Promise<HttpAnswer> {
  return send(server.url, agent, formCall(`/api${loginCustomer.path}`, { username, password }, from ? { 'x-forwarded-for': from } : {}));
}

function auth(server: TestServer, email: string, password: string, from: string): Promise<HttpAnswer> {
  const body = JSON.stringify({ email, password });
  return send(server.url, agent, { method: 'POST', path: `/v2${newApiAuth.path}`, headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body });
}

/** Bad sign-ins for `count` different usernames, a few at a time (each one is hashed). */
async function failManyAccounts(server: TestServer, count: number, from: (index: number) => string | undefined): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += 5) {
    const batch = Array.from({ length: Math.min(5, count - start) }, (_, offset) => signIn(server, `nobody-${start + offset}`, 'Wrong-password-1', from(start + offset)));
    statuses.push(...(await Promise.all(batch)).map((answer) => answer.status));
  }
  return statuses;
}

function expectRefused(answer: HttpAnswer): void {
  expect({ status: answer.status, message: JSON.parse(answer.body).message }).toEqual({ status: 429, message: expect.stringMatching(TOO_MANY) });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
}

describe('without trustProxy (the default): the connection is the address, X-Forwarded-For is ignored', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ plugins: [], listen: true, config: REAL_LIMITS });
  }, 60_000);
  afterAll(async () => server?.close());

  test('30 failures across accounts refuse the address, whatever X-Forwarded-For says; the owner of an account signed in from it still gets in', async () => {
    // analyst signs in from here first: this address is now known for the account.
    expect((await signIn(server, 'analyst', 'Vigil-analyst-1')).status).toBe(200);
    // Every failure claims another address: the claim is not believed.
    const statuses = await failManyAccounts(server, ADDRESS_LIMIT, (index) => `203.0.113.${index + 1}`);
    expect(statuses).toEqual(Array.from({ length: ADDRESS_LIMIT }, () => 401));
    // Any other account, right password or not, from any claimed address: refused until the window ends.
    expectRefused(await signIn(server, 'visitor', 'Vigil-visitor-1', '198.51.100.77'));
    expectRefused(await signIn(server, 'someone-new', 'Wrong-password-1'));
    // The right person, from where they signed in before.
    expect((await signIn(server, 'analyst', 'Vigil-analyst-1')).status).toBe(200);
  }, 90_000);
});

describe('with trustProxy: the address is the one the proxy forwards', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ plugins: [], listen: true, config: { ...REAL_LIMITS, trustProxy: true } });
  }, 60_000);
  afterAll(async () => server?.close());

  test('30 failures from one forwarded address refuse that address only', async () => {
    const statuses = await failManyAccounts(server, ADDRESS_LIMIT, () => '203.0.113.5');
    expect(statuses).toEqual(Array.from({ length: ADDRESS_LIMIT }, () => 401));
    expectRefused(await signIn(server, 'visitor', 'Vigil-visitor-1', '203.0.113.5'));
    expect((await signIn(server, 'visitor', 'Vigil-visitor-1', '203.0.113.6')).status).toBe(200);
  }, 90_000);

  test('failures on one account from one address slow down, then refuse that address; the owner elsewhere gets in', async () => {
    const timings: number[] = [];
    for (let attempt = 1; attempt <= PAIR_LIMIT; attempt += 1) {
      const started = Date.now();
      expect((await signIn(server, 'traveller', 'Wrong-password-1', '198.51.100.1')).status).toBe(401);
      timings.push(Date.now() - started);
    }
    // From the fourth failure on each answer waits, 250 ms doubling up to 2 s, beside the hashing every attempt pays.
    expect(timings.slice(3, 7).map((ms, index) => ms >= FIRST_DELAY_MS * 2 ** index)).toEqual([true, true, true, true]);
    expectRefused(await signIn(server, 'traveller', 'Vigil-traveller-1', '198.51.100.1'));
    expect((await signIn(server, 'traveller', 'Vigil-traveller-1', '198.51.100.2')).status).toBe(200);
  }, 90_000);

  test('100 failures on one account from 100 addresses refuse it everywhere but where its owner signed in lately', async () => {
    const email = 'admin@demo.vigil.example';
    const token = JSON.parse((await signIn(server, 'admin', 'Vigil-admin-1', '192.0.2.10')).body).login_token as string;
    expect((await auth(server, email, token, '192.0.2.10')).status).toBe(200);
    for (let address = 0; address < ACCOUNT_LIMIT; address += 1) {
      expect((await auth(server, email, 'not-a-token', `203.0.113.${address + 1}`)).status).toBe(401);
    }
    expectRefused(await auth(server, email, token, '192.0.2.99'));
    expect((await auth(server, email, token, '192.0.2.10')).status).toBe(200);
  }, 90_000);
});
