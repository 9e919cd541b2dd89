import { confirmRegistration, resetPassword, setNewPassword, signUp } from '../../host/core/contract/public-area';
import { platformEndpoints } from '../../host/core/contract';
import { tooManyRequestsMessage } from '../../host/server/endpoints/anonymous-write-limiter';
import { DEFAULT_CONFIG } from '../../host/server/server-config';
import { startTestServer, type TestServer } from '../support/test-server';
import { formCall, keepAliveAgent, send, type HttpAnswer } from './support/http-flood';
import { REAL_LIMITS } from './support/real-limits';

/*
 * Issue 13: anonymous writes that send mail, add rows or hash a password are limited per client address, with the
 * shipped limit (20 calls of each in 10 minutes), declared once on the endpoint (`limitPerAddress`).
 */

const LIMIT = DEFAULT_CONFIG.anonymousWriteLimit.max;
const agent = keepAliveAgent(5);
afterAll(() => agent.destroy());

let server: TestServer;
beforeAll(async () => {
  // Behind a trusted proxy, so that each test can come from an address of its own.
  server = await startTestServer({ plugins: [], listen: true, config: { ...REAL_LIMITS, trustProxy: true } });
}, 60_000);
afterAll(async () => server?.close());

const post = (path: string, fields: Record<string, string>, from: string): Promise<HttpAnswer> =>
  send(server.url, agent, formCall(`/api${path}`, fields, { 'x-forwarded-for': from }));

function expectRefused(answer: HttpAnswer): void {
  const body = JSON.parse(answer.body) as object;
  const wait = Number(answer.headers['retry-after']);
  expect(answer.status).toBe(429);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(DEFAULT_CONFIG.anonymousWriteLimit.windowSeconds);
  expect(body).toMatchObject({ ...tooManyRequestsMessage(wait), params: { seconds: wait } });
}

const PASSWORD = 'Kestrel-harbour-violet-42!';
const signUpForm = (index: number): Record<string, string> => ({
  name: 'Flood',
  surname: 'Account',
  email: `flood.${index}@example.com`,
  username: `flood.${index}`,
  password: PASSWORD,
  password_confirm: PASSWORD,
  company: 'demo',
});

test('the anonymous writes of the platform are declared limited', () => {
  const limited = platformEndpoints.filter((endpoint) => endpoint.limitPerAddress).map((endpoint) => endpoint.id);
  expect(limited).toEqual(expect.arrayContaining([signUp.id, confirmRegistration.id, resetPassword.id, setNewPassword.id]));
  expect(platformEndpoints.filter((endpoint) => endpoint.limitPerAddress && endpoint.access !== 'public')).toEqual([]);
});

test('sign-up: 20 accounts from one address, then 429 with Retry-After, and nothing more is added or mailed', async () => {
  const customers = async (): Promise<number> => (await server.server.db.selectFrom('customers').select('id').execute()).length;
  const before = { customers: await customers(), mails: (await server.outbox()).length };
  for (let index = 0; index < LIMIT; index += 1) {
    const answer = await post(signUp.path, signUpForm(index), '203.0.113.20');
    expect({ index, status: answer.status }).toEqual({ index, status: 200 });
  }
  expectRefused(await post(signUp.path, signUpForm(LIMIT), '203.0.113.20'));
  expect(await customers()).toBe(before.customers + LIMIT);
  expect((await server.outbox()).length).toBe(before.mails + LIMIT);
  // Another address is not held back.
  expect((await post(signUp.path, signUpForm(LIMIT + 1), '203.0.113.21')).status).toBe(200);
}, 90_000);

test('password reset: 20 requests from one address for as many addresses, then 429; other calls keep their own count', async () => {
  for (let index = 0; index < LIMIT; index += 1) {
    expect((await post(resetPassword.path, { email: `someone.${index}@example.com` }, '203.0.113.30')).status).toBe(200);
  }
  expectRefused(await post(resetPassword.path, { email: 'one.more@example.com' }, '203.0.113.30'));
  expect((await post(resetPassword.path, { email: 'one.more@example.com' }, '203.0.113.31')).status).toBe(200);
  // A guessed registration link from the refused address: its own count.
  expect((await post(confirmRegistration.path, { registration_token: 'A'.repeat(43), username: 'x.y', password: PASSWORD, password_confirm: PASSWORD }, '203.0.113.30')).status).toBe(400);
}, 60_000);

test('guessed links count too: the 21st registration or reset token from one address is refused before any work', async () => {
  const confirmation = { registration_token: 'B'.repeat(43), username: 'guess.who', password: PASSWORD, password_confirm: PASSWORD };
  const reset = { reset_token: 'C'.repeat(43), password: PASSWORD, password_confirm: PASSWORD };
  for (let index = 0; index < LIMIT; index += 1) {
    expect((await post(confirmRegistration.path, confirmation, '203.0.113.40')).status).toBe(400);
    expect((await post(setNewPassword.path, reset, '203.0.113.40')).status).toBe(400);
  }
  expectRefused(await post(confirmRegistration.path, confirmation, '203.0.113.40'));
  expectRefused(await post(setNewPassword.path, reset, '203.0.113.40'));
}, 90_000);
