import type { CustomerSession, EmployeeDetail, NewApiAuthResponse } from '../../host/core/api-contract';
import { NEW_API_PATHS } from '../../host/core/api-contract';
import { editEmployee, getEmployeeDetail } from '../../host/core/contract/profile';
import { confirmEmailChange, resetPassword, setNewPassword } from '../../host/core/contract/public-area';
import { checkLoginToken, newApiAuth } from '../../host/core/contract/session';
import { ACCOUNT_SECURITY_MESSAGES as S } from '../../host/core/messages';
import { demoEmail } from '../../host/server/seed/demo-accounts';
import { startTestServer, type TestServer } from '../support/test-server';
import { tokenMailedTo } from './support/account-fixtures';
import { credentials, legacyGet, legacyPost, type Fields } from './support/legacy-request';

/**
 * Issue 13: a new email takes effect only once the link mailed to the new address is opened; until then the old
 * one stays. The change ends the account's other sessions (their JWTs with them), not the one that asked for it.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ plugins: [], config: { publicUrl: 'https://vigil.test' } });
}, 60_000);
afterAll(async () => server?.close());

const CONFIRM_EMAIL = '/Login/confirm_email/';

/** The account form of a demo account as it is, with `overrides`. */
async function accountForm(username: string, overrides: Fields = {}): Promise<Fields> {
  const row = await server.server.db.selectFrom('customers').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
  return { name: row.name, surname: row.surname, username, email: row.email, phone: row.phone || '+1 555 0100', language: row.language, ...overrides };
}

const edit = (token: string, fields: Fields) => legacyPost(server, editEmployee.path, { ...credentials(server, token), ...fields });
const confirm = (token: string) => legacyPost(server, confirmEmailChange.path, { email_token: token });
const sessionStatus = async (token: string) => (await legacyPost(server, checkLoginToken.path, credentials(server, token))).statusCode;
const emailOf = async (username: string) =>
  (await server.server.db.selectFrom('customers').select('email').where('username', '=', username).executeTakeFirstOrThrow()).email;
const mailsTo = async (to: string) => (await server.outbox()).filter((mail) => mail.to === to);

async function jwtFor(email: string, loginToken: string): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: `/v2${newApiAuth.path}`, payload: { email, password: loginToken } });
  expect(response.statusCode).toBe(200);
  return response.json<NewApiAuthResponse>().jwt;
}
const newApiStatus = async (jwt: string) =>
  (await server.app.inject({ method: 'GET', url: `/v2${NEW_API_PATHS.countries}`, headers: { authorization: `Bearer ${jwt}` } })).statusCode;

test('the old address stays until the link mailed to the new one is opened; then the other sessions end', async () => {
  const oldEmail = demoEmail('traveller');
  const other = await server.login('traveller', 'Vigil-traveller-1');
  const otherJwt = await jwtFor(oldEmail, other);
  const token = await server.login('traveller', 'Vigil-traveller-1');

  const response = await edit(token, await accountForm('traveller', { email: 'Tina.New@Example.com' }));
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message: 'Your edit was successful', pending_email: 'tina.new@example.com' });
  // Nothing changed yet: the account, the session and the sign-in of the newer API all keep the old address.
  expect(await emailOf('traveller')).toBe(oldEmail);
  expect((await legacyGet(server, getEmployeeDetail.path, credentials(server, token))).json<EmployeeDetail>().email).toBe(oldEmail);
  expect((await legacyPost(server, checkLoginToken.path, credentials(server, token))).json<CustomerSession>().email).toBe(oldEmail);
  expect(await sessionStatus(other)).toBe(200);

  // The link goes to the new address only, built on the configured public URL.
  const [mail] = await mailsTo('tina.new@example.com');
  expect(mail?.subject).toBe('Confirm your new Vigil email address');
  expect(mail?.text).toMatch(/https:\/\/vigil\.test\/Login\/confirm_email\/[A-Za-z0-9_-]{43}\n/);
  expect((await mailsTo(oldEmail)).some((sent) => sent.text.includes(CONFIRM_EMAIL))).toBe(false);

  const confirmed = await confirm(await tokenMailedTo(server, 'tina.new@example.com', CONFIRM_EMAIL));
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json()).toEqual({ message: S.emailChanged });
  expect(await emailOf('traveller')).toBe('tina.new@example.com');
  // The session that asked stays, and sees the new address at once; every other one ends, its JWT with it.
  expect((await legacyPost(server, checkLoginToken.path, credentials(server, token))).json<CustomerSession>().email).toBe('tina.new@example.com');
  expect(await sessionStatus(other)).toBe(401);
  expect(await newApiStatus(otherJwt)).toBe(401);
  // The old address hears of the change.
  expect((await mailsTo(oldEmail)).at(-1)?.subject).toBe('Your Vigil email address was changed');
  // The link works once.
  const again = await confirm(await tokenMailedTo(server, 'tina.new@example.com', CONFIRM_EMAIL));
  expect(again.json()).toMatchObject({ statusCode: 400, field: 'email_token', message: S.emailChangeToken });
});

test("another account's address is answered as a free one: no link, its owner gets a notice, nothing changes", async () => {
  const token = await server.login('visitor', 'Vigil-visitor-1');
  const other = await server.login('visitor', 'Vigil-visitor-1');
  const taken = demoEmail('analyst');
  const free = await edit(token, await accountForm('visitor', { email: 'visitor.free@example.com' }));
  const before = (await mailsTo(taken)).length;
  const answer = await edit(token, await accountForm('visitor', { email: taken.toUpperCase() }));
  expect({ status: answer.statusCode, body: answer.json() }).toEqual({
    status: free.statusCode,
    body: { ...free.json<object>(), pending_email: taken },
  });
  const notices = (await mailsTo(taken)).slice(before);
  expect(notices.map((mail) => mail.subject)).toEqual(['Your Vigil email address']);
  expect(notices[0]?.text).not.toContain(CONFIRM_EMAIL);
  expect(await emailOf('visitor')).toBe(demoEmail('visitor'));
  expect(await emailOf('analyst')).toBe(taken);
  expect(await sessionStatus(other)).toBe(200);
});

test('an address taken between the request and the link is refused, and the account keeps its own', async () => {
  const token = await server.login('visitor', 'Vigil-visitor-1');
  expect((await edit(token, await accountForm('visitor', { email: 'contested@example.com' }))).statusCode).toBe(200);
  const link = await tokenMailedTo(server, 'contested@example.com', CONFIRM_EMAIL);
  const analyst = await server.login('analyst', 'Vigil-analyst-1');
  expect((await edit(analyst, await accountForm('analyst', { email: 'contested@example.com' }))).statusCode).toBe(200);
  expect((await confirm(await tokenMailedTo(server, 'contested@example.com', CONFIRM_EMAIL))).statusCode).toBe(200);
  expect(await emailOf('analyst')).toBe('contested@example.com');
  const refused = await confirm(link);
  expect(refused.json()).toMatchObject({ statusCode: 400, message: 'This email is already registered' });
  expect(await emailOf('visitor')).toBe(demoEmail('visitor'));
  expect(await sessionStatus(token)).toBe(200);
});

test('only the newest link works, not past its day, nor a made-up one', async () => {
  const token = await server.login('admin', 'Vigil-admin-1');
  await edit(token, await accountForm('admin', { email: 'admin.first@example.com' }));
  const first = await tokenMailedTo(server, 'admin.first@example.com', CONFIRM_EMAIL);
  await edit(token, await accountForm('admin', { email: 'admin.second@example.com' }));
  const second = await tokenMailedTo(server, 'admin.second@example.com', CONFIRM_EMAIL);
  expect((await confirm(first)).json()).toMatchObject({ statusCode: 400, field: 'email_token' });
  await server.server.db.updateTable('account_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('purpose', '=', 'email').execute();
  for (const value of [second, 'A'.repeat(43), 'not a token', '']) {
    expect((await confirm(value)).json()).toMatchObject({ statusCode: 400, field: 'email_token' });
  }
  expect(await emailOf('admin')).toBe(demoEmail('admin'));
});

test('a reset link mailed to the old address stops working once the new one is confirmed', async () => {
  const username = 'traveller';
  const oldEmail = await emailOf(username);
  expect((await legacyPost(server, resetPassword.path, { email: oldEmail })).statusCode).toBe(200);
  const resetToken = await tokenMailedTo(server, oldEmail, '/Login/newpassword/');
  const token = await server.login(username, 'Vigil-traveller-1');
  await edit(token, await accountForm(username, { email: 'tina.newer@example.com' }));
  expect((await confirm(await tokenMailedTo(server, 'tina.newer@example.com', CONFIRM_EMAIL))).statusCode).toBe(200);
  const reset = await legacyPost(server, setNewPassword.path, { reset_token: resetToken, password: 'Nightjar-Copper-71', password_confirm: 'Nightjar-Copper-71' });
  expect(reset.json()).toMatchObject({ statusCode: 400, field: 'reset_token' });
});
