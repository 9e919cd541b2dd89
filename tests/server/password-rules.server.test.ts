import type { EditEmployeeAnswer } from '../../host/core/api-contract';
import { editEmployee } from '../../host/core/contract/profile';
import { confirmRegistration, resetPassword, setNewPassword, signUp } from '../../host/core/contract/public-area';
import { loginCustomer } from '../../host/core/contract/session';
import { ACCOUNT_SECURITY_MESSAGES as S, VALIDATION_MESSAGES as M } from '../../host/core/messages';
import { PASSWORD_MAX_LENGTH } from '../../host/core/validation-rules';
import { demoEmail } from '../../host/server/seed/demo-accounts';
import { startTestServer, type TestServer } from '../support/test-server';
import { tokenMailedTo } from './support/account-fixtures';
import { credentials, legacyPost, type Fields } from './support/legacy-request';

/**
 * Issue 13, "Passwords": wherever a password is set (sign-up, registration confirmation, reset, the account page),
 * the common and guessable ones are refused, judged also against the person's own username, name and email, and
 * a password longer than the longest allowed is refused with a message instead of being cut.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ plugins: [] });
}, 60_000);
afterAll(async () => server?.close());

/** The examples, with the username of the account they are tried on. */
const guessable = (username: string): string[] => ['11111111!', 'password1!', `${username}1!`];
const tooWeak = { statusCode: 400, field: 'password', message: S.passwordTooWeak };

/** Letters, digits and symbols in no pattern: strong at any length. */
function strongPassword(length: number): string {
  const alphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!#%&*+-=?@^_~';
  let value = 'Qz7!';
  for (let index = 0; value.length < length; index += 1) value += alphabet[(index * 37 + 11) % alphabet.length];
  return value;
}

const post = (path: string, fields: Fields) => legacyPost(server, path, fields);
const signIn = (username: string, password: string) => post(loginCustomer.path, { username, password });

let counter = 0;
function signUpForm(overrides: Fields = {}): Fields {
  counter += 1;
  return {
    name: 'Zephyrine',
    surname: 'Qwillbury',
    email: `zq.mailbox${counter}@example.com`,
    username: `quillfeather${counter}`,
    password: 'Nightjar-Copper-71',
    password_confirm: 'Nightjar-Copper-71',
    company: 'demo',
    ...overrides,
  };
}

describe('sign-up', () => {
  test('refuses the guessable passwords, and makes no account', async () => {
    const form = signUpForm();
    for (const password of guessable(form.username ?? '')) {
      const response = await post(signUp.path, { ...form, password, password_confirm: password });
      expect(response.json()).toMatchObject(tooWeak);
    }
    const row = await server.server.db.selectFrom('customers').select('id').where('email', '=', form.email ?? '').executeTakeFirst();
    expect(row).toBeUndefined();
  });

  test("judges the password against the person's own name, surname and email", async () => {
    const form = signUpForm({ email: 'zq.mailbox@example.com' });
    // Each is strong for anyone else (score 3 or more without these words), guessable for this person.
    for (const password of ['Zephyrine1!', 'Qwillbury1!', 'zq.mailbox1!']) {
      expect((await post(signUp.path, { ...form, password, password_confirm: password })).json()).toMatchObject(tooWeak);
    }
    expect((await post(signUp.path, { ...form, username: 'someone-else', password: 'Quillfeather1!', password_confirm: 'Quillfeather1!' })).statusCode).toBe(200);
  });
});

describe('registration confirmation', () => {
  test('refuses the guessable passwords, judged with the chosen username, and the link stays usable', async () => {
    const form = signUpForm();
    expect((await post(signUp.path, form)).statusCode).toBe(200);
    const token = await tokenMailedTo(server, form.email ?? '', '/Login/confirm_registration/');
    const username = `chosen${counter}`;
    for (const password of guessable(username)) {
      const response = await post(confirmRegistration.path, { registration_token: token, username, password, password_confirm: password });
      expect(response.json()).toMatchObject(tooWeak);
    }
    const good = await post(confirmRegistration.path, { registration_token: token, username, password: 'Nightjar-Copper-71', password_confirm: 'Nightjar-Copper-71' });
    expect(good.statusCode).toBe(200);
  });
});

describe('password reset', () => {
  test("refuses the guessable passwords, judged with the account's own names, and the link stays usable", async () => {
    expect((await post(resetPassword.path, { email: demoEmail('analyst') })).statusCode).toBe(200);
    const token = await tokenMailedTo(server, demoEmail('analyst'), '/Login/newpassword/');
    for (const password of guessable('analyst')) {
      const response = await post(setNewPassword.path, { reset_token: token, password, password_confirm: password });
      expect(response.json()).toMatchObject(tooWeak);
    }
    expect((await signIn('analyst', 'Vigil-analyst-1')).statusCode).toBe(200);
    const good = await post(setNewPassword.path, { reset_token: token, password: 'Nightjar-Copper-71', password_confirm: 'Nightjar-Copper-71' });
    expect(good.statusCode).toBe(200);
    expect((await signIn('analyst', 'Nightjar-Copper-71')).statusCode).toBe(200);
  });
});

describe('account page', () => {
  test('refuses the guessable passwords and keeps the old one', async () => {
    const token = await server.login('traveller', 'Vigil-traveller-1');
    for (const password of guessable('traveller')) {
      const response = await post(editEmployee.path, { ...credentials(server, token), password, confirm_password: password, current_password: 'Vigil-traveller-1' });
      expect(response.json()).toMatchObject(tooWeak);
    }
    expect((await signIn('traveller', 'Vigil-traveller-1')).statusCode).toBe(200);
  });
});

describe('length', () => {
  const tooLong = strongPassword(PASSWORD_MAX_LENGTH + 1);
  const refusal = { statusCode: 400, field: 'password', message: M.passwordTooLong };

  test('a password over the longest allowed is refused with its own message wherever it is set', async () => {
    expect(M.passwordTooLong).toContain(String(PASSWORD_MAX_LENGTH));
    expect((await post(signUp.path, signUpForm({ password: tooLong, password_confirm: tooLong }))).json()).toMatchObject(refusal);
    const confirmFields = { registration_token: 'A'.repeat(43), username: 'long-one', password: tooLong, password_confirm: tooLong };
    expect((await post(confirmRegistration.path, confirmFields)).json()).toMatchObject(refusal);
    expect((await post(setNewPassword.path, { reset_token: 'A'.repeat(43), password: tooLong, password_confirm: tooLong })).json()).toMatchObject(refusal);
    const token = await server.login('visitor', 'Vigil-visitor-1');
    const change = { ...credentials(server, token), password: tooLong, confirm_password: tooLong, current_password: 'Vigil-visitor-1' };
    expect((await post(editEmployee.path, change)).json()).toMatchObject(refusal);
  });

  test('the longest allowed is kept whole: the same password with another ending does not sign in', async () => {
    const longest = strongPassword(PASSWORD_MAX_LENGTH);
    const token = await server.login('visitor', 'Vigil-visitor-1');
    const response = await post(editEmployee.path, { ...credentials(server, token), password: longest, confirm_password: longest, current_password: 'Vigil-visitor-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json<EditEmployeeAnswer>().message).toBe('Password change successfull');
    expect((await signIn('visitor', longest)).statusCode).toBe(200);
    // bcrypt read only the first 72 bytes: everything after them was ignored.
    const sameStart = `${longest.slice(0, 72)}${longest.slice(72).split('').reverse().join('')}`;
    expect(sameStart).not.toBe(longest);
    expect((await signIn('visitor', sameStart)).statusCode).toBe(401);
    expect((await signIn('visitor', longest.slice(0, 72))).statusCode).toBe(401);
  });
});
