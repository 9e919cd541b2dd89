import { loginCustomer, newApiAuth } from '../../host/core/contract/session';
import { startTestServer, type TestServer } from '../support/test-server';
import { legacyPost } from './support/legacy-request';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { signInRateLimit: { max: 3, windowSeconds: 60 } } });
}, 60_000);
afterAll(async () => server?.close());

const signIn = (username: string, password: string) => legacyPost(server, loginCustomer.path, { username, password });

test('refuses sign-in with 429 once an account has failed too often, even with the right password', async () => {
  for (let attempt = 0; attempt < 3; attempt += 1) expect((await signIn('analyst', 'wrong-password-1')).statusCode).toBe(401);
  const refused = await signIn('analyst', 'Vigil-analyst-1');
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: expect.stringMatching(/^Too many sign-in attempts\. Try again in \d+ seconds$/),
    code: 'tooManySignIns',
    params: { seconds: Number(refused.headers['retry-after']) },
  });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
});

test('limits each account separately and does not count successful sign-ins', async () => {
  for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn('visitor', 'Vigil-visitor-1')).statusCode).toBe(200);
  expect((await signIn('traveller', 'Vigil-traveller-1')).statusCode).toBe(200);
});

test('limits unknown usernames too, with the same messages', async () => {
  for (let attempt = 0; attempt < 3; attempt += 1) expect((await signIn('ghost', 'whatever-1')).statusCode).toBe(401);
  expect((await signIn('ghost', 'whatever-1')).statusCode).toBe(429);
});

test('limits the newer API sign-in the same way', async () => {
  const auth = (password: string) =>
    server.app.inject({ method: 'POST', url: `/v2${newApiAuth.path}`, payload: { email: 'admin@demo.vigil.example', password } });
  for (let attempt = 0; attempt < 3; attempt += 1) expect((await auth('not-a-token')).statusCode).toBe(401);
  const refused = await auth(await server.login('admin', 'Vigil-admin-1'));
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toMatch(/^Too many sign-in attempts/);
});
