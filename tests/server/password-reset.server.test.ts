import { VALIDATION_MESSAGES as M } from '../../host/core/messages';
import { resetPassword, setNewPassword, signUp } from '../../host/core/contract/public-area';
import { checkLoginToken } from '../../host/core/contract/session';
import { demoEmail } from '../../host/server/seed/demo-accounts';
import { startTestServer, type TestServer } from '../support/test-server';
import { expireTokensOf, tokenMailedTo } from './support/account-fixtures';
import { credentials, legacyPost, type Fields } from './support/legacy-request';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ plugins: [] });
}, 60_000);
afterAll(async () => server?.close());

const NEW_PASSWORD = '/Login/newpassword/';
const requestReset = (email: string) => legacyPost(server, resetPassword.path, { email });
const setNew = (fields: Fields) => legacyPost(server, setNewPassword.path, fields);
const check = (token: string) => legacyPost(server, checkLoginToken.path, credentials(server, token));

async function resetTokenFor(username: string): Promise<string> {
  expect((await requestReset(demoEmail(username))).statusCode).toBe(200);
  return tokenMailedTo(server, demoEmail(username), NEW_PASSWORD);
}

test('answers the same for a known and an unknown address, and mails only the known one', async () => {
  const before = (await server.outbox()).length;
  const known = await requestReset(demoEmail('visitor'));
  const unknown = await requestReset('nobody@example.com');
  expect(known.statusCode).toBe(200);
  expect(known.json()).toEqual({ message: 'Your request has been sent' });
  expect(unknown.statusCode).toBe(200);
  expect(unknown.json()).toEqual(known.json());
  const mails = (await server.outbox()).slice(before);
  expect(mails.map((mail) => mail.to)).toEqual([demoEmail('visitor')]);
  // No publicUrl configured: the link takes the origin the request came to.
  expect(mails[0]?.text).toMatch(/http:\/\/localhost(:\d+)?\/Login\/newpassword\/[A-Za-z0-9_-]{43}\n/);
  expect(mails[0]?.subject).toBe('Reset your Vigil password');
});

test('validates the email with the form messages', async () => {
  expect((await requestReset('')).json()).toMatchObject({ statusCode: 400, field: 'email', message: M.required });
  expect((await requestReset('not-mail')).json()).toMatchObject({ statusCode: 400, field: 'email', message: M.email });
});

test('sets the new password, ends every session, and the link works once', async () => {
  const session = await server.login('traveller', 'Vigil-traveller-1');
  const other = await server.login('traveller', 'Vigil-traveller-1');
  const token = await resetTokenFor('traveller');
  const fields = { reset_token: token, password: 'Fresh-pass-7', password_confirm: 'Fresh-pass-7' };
  const response = await setNew(fields);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message: 'Password reset was completed' });
  expect((await check(session)).statusCode).toBe(401);
  expect((await check(other)).statusCode).toBe(401);
  await expect(server.login('traveller', 'Vigil-traveller-1')).rejects.toThrow('401');
  expect(await server.login('traveller', 'Fresh-pass-7')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const again = await setNew({ ...fields, password: 'Other-pass-8', password_confirm: 'Other-pass-8' });
  expect(again.statusCode).toBe(400);
  expect(again.json()).toMatchObject({ field: 'reset_token', message: expect.stringContaining('not valid') });
});

test('a new request makes the older link stop working', async () => {
  const older = await resetTokenFor('newcomer');
  const newer = await resetTokenFor('newcomer');
  expect(newer).not.toBe(older);
  const fields = { password: 'Fresh-pass-7', password_confirm: 'Fresh-pass-7' };
  expect((await setNew({ ...fields, reset_token: older })).json()).toMatchObject({ statusCode: 400, field: 'reset_token' });
  expect((await setNew({ ...fields, reset_token: newer })).statusCode).toBe(200);
});

test('an expired link is refused', async () => {
  const token = await resetTokenFor('visitor');
  await expireTokensOf(server, demoEmail('visitor'));
  const response = await setNew({ reset_token: token, password: 'Fresh-pass-7', password_confirm: 'Fresh-pass-7' });
  expect(response.json()).toMatchObject({ statusCode: 400, field: 'reset_token' });
  expect(await server.login('visitor', 'Vigil-visitor-1')).toBeTruthy();
});

test('a registration token is not a reset token', async () => {
  await legacyPost(server, signUp.path, {
    name: 'Reg', surname: 'Only', email: 'reg.only@example.com', username: 'regonly', password: 'Cobol-1959', password_confirm: 'Cobol-1959', company: 'demo',
  });
  const registration = await tokenMailedTo(server, 'reg.only@example.com', '/Login/confirm_registration/');
  const response = await setNew({ reset_token: registration, password: 'Fresh-pass-7', password_confirm: 'Fresh-pass-7' });
  expect(response.json()).toMatchObject({ statusCode: 400, field: 'reset_token' });
});

test('resetting the password of an unconfirmed account confirms it (the link proves the address)', async () => {
  await legacyPost(server, signUp.path, {
    name: 'Un', surname: 'Confirmed', email: 'un.confirmed@example.com', username: 'unconfirmed', password: 'Cobol-1959', password_confirm: 'Cobol-1959', company: 'demo',
  });
  await requestReset('un.confirmed@example.com');
  const token = await tokenMailedTo(server, 'un.confirmed@example.com', NEW_PASSWORD);
  expect((await setNew({ reset_token: token, password: 'Fresh-pass-7', password_confirm: 'Fresh-pass-7' })).statusCode).toBe(200);
  expect(await server.login('unconfirmed', 'Fresh-pass-7')).toBeTruthy();
});

test.each([
  ['reset_token', { reset_token: '' }, M.required],
  ['reset_token', { reset_token: 'a b' }, M.noSpace],
  ['password', { password: 'Short1!', password_confirm: 'Short1!' }, M.passwordLength],
  ['password', { password: 'no spaces 1!', password_confirm: 'no spaces 1!' }, M.passwordFormat],
  ['password_confirm', { password_confirm: 'Different-1' }, M.passwordConfirm],
])('setNewPassword validates %s with the form message', async (field, overrides, message) => {
  const response = await setNew({ reset_token: 'A'.repeat(43), password: 'Fresh-pass-7', password_confirm: 'Fresh-pass-7', ...overrides });
  expect(response.json()).toMatchObject({ statusCode: 400, field, message });
});

test('requests are rate-limited per client and address', async () => {
  const limited = await startTestServer({ plugins: [], config: { signInRateLimit: { max: 2, windowSeconds: 60 } } });
  try {
    const post = (email: string) => legacyPost(limited, resetPassword.path, { email });
    expect((await post('someone@example.com')).statusCode).toBe(200);
    expect((await post('someone@example.com')).statusCode).toBe(200);
    const refused = await post('someone@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const seconds = Number(refused.headers['retry-after']);
    expect(refused.json()).toMatchObject({ message: `Too many requests. Try again in ${seconds} seconds`, code: 'tooManyResetRequests', params: { seconds } });
    expect((await post('other@example.com')).statusCode).toBe(200);
  } finally {
    await limited.close();
  }
}, 60_000);
