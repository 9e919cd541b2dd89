import type { CustomerSession } from '../../host/core/api-contract';
import { VALIDATION_MESSAGES as M } from '../../host/core/messages';
import { confirmRegistration, signUp as signUpCall } from '../../host/core/contract/public-area';
import { loginCustomer } from '../../host/core/contract/session';
import { MAIL_NOT_SENT } from '../support/logged-errors';
import { startTestServer, type TestServer } from '../support/test-server';
import { expireTokensOf, lastMailTo, newSignUpForm, tokenMailedTo } from './support/account-fixtures';
import { legacyPost, type Fields } from './support/legacy-request';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ plugins: [], config: { publicUrl: 'https://vigil.test/' } });
}, 60_000);
afterAll(async () => server?.close());

const signUpForm = (overrides: Fields = {}): Fields => newSignUpForm('grace', 'Cobol-1959', overrides);

const signUp = (fields: Fields) => legacyPost(server, signUpCall.path, fields);
const confirm = (fields: Fields) => legacyPost(server, confirmRegistration.path, fields);
const signIn = (username: string, password: string) => legacyPost(server, loginCustomer.path, { username, password });

describe('signUp', () => {
  test('creates an unconfirmed free account and mails the confirmation link', async () => {
    const form = signUpForm({ email: 'Grace.Mixed@Example.com', username: 'gracemixed' });
    const response = await signUp(form);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Sign up successfully' });
    const row = await server.server.db.selectFrom('customers').selectAll().where('username', '=', 'gracemixed').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'grace.mixed@example.com', permissions: '["free"]', privacy_checked_at: null, is_confirmed: 0, language: 'en' });
    const mail = await lastMailTo(server, 'grace.mixed@example.com');
    expect(mail.subject).toBe('Confirm your Vigil registration');
    expect(mail.text).toMatch(/https:\/\/vigil\.test\/Login\/confirm_registration\/[A-Za-z0-9_-]{43}\n/);
    expect(mail.html).toContain('href="https://vigil.test/Login/confirm_registration/');
  });

  test('an unconfirmed account cannot sign in; a wrong password still answers 401', async () => {
    const form = signUpForm();
    await signUp(form);
    const response = await signIn(form.username ?? '', form.password ?? '');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Confirm your registration with the link we emailed you' });
    expect((await signIn(form.username ?? '', 'Wrong-pass-1')).statusCode).toBe(401);
  });

  test.each([
    ['name', { name: '' }, M.required],
    ['surname', { surname: ' ' }, M.required],
    ['email', { email: 'not-an-email' }, M.email],
    ['username', { username: 'has space' }, M.noSpace],
    ['password', { password: 'short1!', password_confirm: 'short1!' }, M.passwordLength],
    ['password', { password: 'no-number-here', password_confirm: 'no-number-here' }, M.passwordNumber],
    ['password', { password: 'nosymbol123', password_confirm: 'nosymbol123' }, M.passwordSymbol],
    ['password_confirm', { password_confirm: 'Cobol-1960' }, M.passwordConfirm],
    ['company', { company: '' }, M.required],
  ])('refuses a bad %s with the form message', async (field, overrides, message) => {
    const response = await signUp(signUpForm(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message });
  });

  // A taken username or email is no longer refused here (issue 13): sign-up-privacy.server.test.ts.
  test('refuses an unknown company', async () => {
    expect((await signUp(signUpForm({ company: 'nope' }))).json()).toMatchObject({ field: 'company', message: expect.stringContaining('Unknown company') });
  });

  test('a failing mail leaves no account behind and answers 503', async () => {
    const failing = await startTestServer({ plugins: [], mail: { send: () => Promise.reject(new Error('smtp down')) }, expectedErrors: [MAIL_NOT_SENT] });
    try {
      const response = await legacyPost(failing, signUpCall.path, signUpForm({ username: 'lost' }));
      expect(response.statusCode).toBe(503);
      expect(await failing.server.db.selectFrom('customers').select('id').where('username', '=', 'lost').executeTakeFirst()).toBeUndefined();
    } finally {
      await failing.close();
    }
  }, 60_000);
});

describe('confirmRegistration', () => {
  async function registered(): Promise<{ form: Fields; token: string }> {
    const form = signUpForm();
    expect((await signUp(form)).statusCode).toBe(200);
    return { form, token: await tokenMailedTo(server, form.email ?? '', '/Login/confirm_registration/') };
  }

  test('sets username and password, confirms the account, and works once', async () => {
    const { form, token } = await registered();
    const fields = { registration_token: token, username: `${form.username}x`, password: 'New-pass-42', password_confirm: 'New-pass-42' };
    const response = await confirm(fields);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your account has been confirmed successfully' });
    const session = await signIn(`${form.username}x`, 'New-pass-42');
    expect(session.statusCode).toBe(200);
    expect(session.json<CustomerSession>()).toMatchObject({ permission: ['free'], privacyCheckedDate: null, language: 'en' });
    const again = await confirm(fields);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: 'registration_token', message: expect.stringContaining('not valid') });
  });

  test('refuses an expired or unknown token', async () => {
    const { form, token } = await registered();
    await expireTokensOf(server, form.email ?? '');
    const fields = { username: 'late', password: 'New-pass-42', password_confirm: 'New-pass-42' };
    for (const value of [token, 'A'.repeat(43), 'not-a-token']) {
      const response = await confirm({ ...fields, registration_token: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'registration_token' });
    }
  });

  test('a taken username is refused and leaves the token usable', async () => {
    const { token } = await registered();
    const taken = await confirm({ registration_token: token, username: 'analyst', password: 'New-pass-42', password_confirm: 'New-pass-42' });
    expect(taken.json()).toMatchObject({ field: 'username', message: 'This username is already taken' });
    const retry = await confirm({ registration_token: token, username: 'fresh-name', password: 'New-pass-42', password_confirm: 'New-pass-42' });
    expect(retry.statusCode).toBe(200);
  });

  test.each([
    ['registration_token', { registration_token: '' }, M.required],
    ['username', { username: 'a b' }, M.noSpace],
    ['password', { password: 'abcdefgh', password_confirm: 'abcdefgh' }, M.passwordNumber],
    ['password_confirm', { password_confirm: 'Other-pass-1' }, M.passwordConfirm],
  ])('validates %s with the form message', async (field, overrides, message) => {
    const response = await confirm({ registration_token: 'A'.repeat(43), username: 'ok', password: 'New-pass-42', password_confirm: 'New-pass-42', ...overrides });
    expect(response.json()).toMatchObject({ statusCode: 400, field, message });
  });

  test('a newer sign-up link replaces nothing else: each account has its own', async () => {
    const first = await registered();
    const second = await registered();
    expect(first.token).not.toBe(second.token);
  });
});
