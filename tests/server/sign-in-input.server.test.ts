import formBody from '@fastify/formbody';
import Fastify from 'fastify';
import { HELP_MESSAGE_MAX_LENGTH, askHelp } from '../../host/core/contract/help';
import { PERSON_FIELD_LIMITS } from '../../host/core/contract/person-fields';
import { confirmRegistration, signUp } from '../../host/core/contract/public-area';
import { loginCustomer, newApiAuth } from '../../host/core/contract/session';
import { INPUT_MESSAGES } from '../../host/core/endpoints';
import type { EndpointHost } from '../../host/server/endpoints/endpoint-host';
import { bind } from '../../host/server/endpoints/endpoint-binding';
import { mountEndpoint } from '../../host/server/endpoints/mount-endpoint';
import { installErrorHandler } from '../../host/server/error-handler';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyPost, type Fields } from './support/legacy-request';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ plugins: [] });
}, 60_000);
afterAll(async () => server?.close());

const refusal = (field: string, message: string) => ({ statusCode: 400, error: 'Bad Request', message: `${message}: ${field}`, field });
// Coded: the web shows them in the reader's language by code and params (host/core/server-messages.ts).
const tooLong = (field: string, max: number) => ({ ...refusal(field, INPUT_MESSAGES.tooLong(max)), code: 'tooLong', params: { max, field } });
const controlCharacters = (field: string) => ({ ...refusal(field, INPUT_MESSAGES.controlCharacters), code: 'controlCharacters', params: { field } });

const signUpForm = (overrides: Fields = {}): Fields => ({
  name: 'Grace',
  surname: 'Hopper',
  email: 'grace@example.test',
  username: 'grace',
  password: 'Cobol-1959!',
  password_confirm: 'Cobol-1959!',
  company: 'no-such-company',
  ...overrides,
});

describe('sign-in fields are bounded and refuse control characters', () => {
  test.each([
    ['username', { username: 'a'.repeat(PERSON_FIELD_LIMITS.username + 1), password: 'Vigil-admin-1' }, tooLong('username', PERSON_FIELD_LIMITS.username)],
    ['password', { username: 'admin', password: 'x'.repeat(PERSON_FIELD_LIMITS.password + 1) }, tooLong('password', PERSON_FIELD_LIMITS.password)],
    ['username', { username: 'ad\u0000min', password: 'Vigil-admin-1' }, controlCharacters('username')],
    ['password', { username: 'admin', password: 'Vigil-admin-1\n' }, controlCharacters('password')],
  ])('loginCustomer refuses a bad %s with 400 naming it', async (_field, fields, answer) => {
    const response = await legacyPost(server, loginCustomer.path, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(answer);
  });

  test('the longest username and password are still read, and answered like any wrong pair', async () => {
    const response = await legacyPost(server, loginCustomer.path, {
      username: 'a'.repeat(PERSON_FIELD_LIMITS.username),
      password: 'x'.repeat(PERSON_FIELD_LIMITS.password),
    });
    expect(response.statusCode).toBe(401);
  });

  test('the newer API /auth refuses a control character or an over-long email with 400 naming it', async () => {
    const auth = (payload: Fields) => server.app.inject({ method: 'POST', url: `/v2${newApiAuth.path}`, payload });
    expect((await auth({ email: 'admin@demo.vigil.example\u0007', password: 'token' })).json()).toEqual(controlCharacters('email'));
    const longEmail = `${'a'.repeat(PERSON_FIELD_LIMITS.email)}@demo.vigil.example`;
    expect((await auth({ email: longEmail, password: 'token' })).json()).toEqual(tooLong('email', PERSON_FIELD_LIMITS.email));
  });
});

describe('sign-up and confirmation fields are bounded and refuse control characters', () => {
  test.each([
    ['name', { name: 'G'.repeat(PERSON_FIELD_LIMITS.name + 1) }, tooLong('name', PERSON_FIELD_LIMITS.name)],
    ['surname', { surname: 'Hop\u001bper' }, controlCharacters('surname')],
    ['email', { email: `${'g'.repeat(PERSON_FIELD_LIMITS.email)}@example.test` }, tooLong('email', PERSON_FIELD_LIMITS.email)],
    ['username', { username: 'gra\tce' }, controlCharacters('username')],
    ['password', { password: 'Cobol-1959!\u0000', password_confirm: 'Cobol-1959!\u0000' }, controlCharacters('password')],
    ['company', { company: 'c'.repeat(PERSON_FIELD_LIMITS.companyCode + 1) }, tooLong('company', PERSON_FIELD_LIMITS.companyCode)],
  ])('signUp refuses a bad %s with 400 naming it, and creates nothing', async (_field, overrides, answer) => {
    const response = await legacyPost(server, signUp.path, signUpForm(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(answer);
    expect(await server.server.db.selectFrom('customers').select('id').where('email', '=', 'grace@example.test').execute()).toEqual([]);
  });

  test('confirmRegistration refuses an over-long token', async () => {
    const response = await legacyPost(server, confirmRegistration.path, {
      registration_token: 't'.repeat(PERSON_FIELD_LIMITS.token + 1),
      username: 'grace',
      password: 'Cobol-1959!',
      password_confirm: 'Cobol-1959!',
    });
    expect(response.json()).toEqual(tooLong('registration_token', PERSON_FIELD_LIMITS.token));
  });
});

describe('the help message', () => {
  test('takes line breaks but no other control character, and at most HELP_MESSAGE_MAX_LENGTH characters', async () => {
    const token = await server.login('traveller', 'Vigil-traveller-1');
    const send = (message: string) => legacyPost(server, askHelp.path, { ...credentials(server, token), message });
    expect((await send('Ring\u0007 the bell')).json()).toEqual(controlCharacters('message'));
    expect((await send('x'.repeat(HELP_MESSAGE_MAX_LENGTH + 1))).json()).toEqual(tooLong('message', HELP_MESSAGE_MAX_LENGTH));
    expect((await send('First line\r\n\tSecond line')).statusCode).toBe(200);
  });
});

describe('undeclared fields never reach a handler', () => {
  test('the handler gets the declared fields only', async () => {
    const app = Fastify();
    await app.register(formBody);
    installErrorHandler(app);
    // Public calls need neither sessions nor JWTs: the host's other services are never asked for.
    const host = { app, bases: { legacy: '/api', new: '/v2' }, appToken: 'app', checkAnswers: false } as unknown as EndpointHost;
    const received: unknown[] = [];
    mountEndpoint(
      host,
      bind(loginCustomer, async ({ input }) => {
        received.push(input);
        throw new Error('stop here');
      }),
    );
    await app.ready();
    try {
      await app.inject({
        method: 'POST',
        url: `/api${loginCustomer.path}?permission=admin`,
        payload: new URLSearchParams([
          ['username', 'admin'],
          ['password', 'Vigil-admin-1'],
          ['is_admin', '1'],
          ['__proto__', 'x'],
          ['app_token', 'app'],
        ]).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(received).toEqual([{ username: 'admin', password: 'Vigil-admin-1' }]);
      expect(Object.keys(received[0] as object)).toEqual(['username', 'password']);
    } finally {
      await app.close();
    }
  });

  test('an undeclared field is neither read nor checked: sign-in works beside one that would break any bound', async () => {
    const response = await legacyPost(server, loginCustomer.path, { username: 'admin', password: 'Vigil-admin-1', note: `\u0000${'x'.repeat(10_000)}` });
    expect(response.statusCode).toBe(200);
  });
});
