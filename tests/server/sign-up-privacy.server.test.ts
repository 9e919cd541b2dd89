import { confirmRegistration, signUp } from '../../host/core/contract/public-area';
import { loginCustomer } from '../../host/core/contract/session';
import { demoEmail } from '../../host/server/seed/demo-accounts';
import { MAIL_NOT_SENT } from '../support/logged-errors';
import { startTestServer, type TestServer } from '../support/test-server';
import { newSignUpForm, tokenMailedTo } from './support/account-fixtures';
import { legacyPost, type Fields } from './support/legacy-request';

/**
 * Issue 13, "Sign-up does not tell strangers which usernames and emails exist" (docs/decisions.md): a taken email or
 * username gets the answer a free one gets; only the owner of the address learns, by mail, what happened.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ plugins: [], config: { publicUrl: 'https://vigil.test' } });
}, 60_000);
afterAll(async () => server?.close());

const PASSWORD = 'Nightjar-Copper-71';
const signUpForm = (overrides: Fields = {}): Fields => newSignUpForm('hopper', PASSWORD, overrides);

const send = (fields: Fields) => legacyPost(server, signUp.path, fields);
/** What a stranger sees of an answer. */
const seen = (response: { statusCode: number; body: string }) => ({ status: response.statusCode, body: response.body });
const mailsTo = async (to: string) => (await server.outbox()).filter((mail) => mail.to === to);
const accountsWith = (email: string) => server.server.db.selectFrom('customers').selectAll().where('email', '=', email).execute();

test("an address that has an account gets the answer a new one gets, and its owner a notice instead of a link", async () => {
  const fresh = seen(await send(signUpForm()));
  expect(fresh).toEqual({ status: 200, body: JSON.stringify({ message: 'Sign up successfully' }) });
  const owner = demoEmail('analyst');
  const before = (await mailsTo(owner)).length;
  // Another case of the same address: addresses are compared in lower case.
  expect(seen(await send(signUpForm({ email: owner.toUpperCase() })))).toEqual(fresh);
  const accounts = await accountsWith(owner);
  expect(accounts).toHaveLength(1);
  expect(accounts[0]).toMatchObject({ username: 'analyst', is_confirmed: 1, name: 'Ann' });
  const notices = (await mailsTo(owner)).slice(before);
  expect(notices).toHaveLength(1);
  expect(notices[0]?.subject).toBe('Someone tried to sign up to Vigil with your address');
  expect(notices[0]?.text).toContain('https://vigil.test/Login/forgotpassword');
  expect(notices[0]?.text).not.toContain('/Login/confirm_registration/');
});

test('an address that waits for its confirmation gets a fresh link, for the one account it has', async () => {
  const first = signUpForm();
  await send(first);
  const oldToken = await tokenMailedTo(server, first.email ?? '', '/Login/confirm_registration/');
  expect(seen(await send({ ...first, name: 'Somebody', username: `${first.username}other` }))).toEqual(seen(await send(signUpForm())));
  expect(await accountsWith(first.email ?? '')).toHaveLength(1);
  const newToken = await tokenMailedTo(server, first.email ?? '', '/Login/confirm_registration/');
  expect(newToken).not.toBe(oldToken);
  const fields = { username: `${first.username}confirmed`, password: PASSWORD, password_confirm: PASSWORD };
  expect((await legacyPost(server, confirmRegistration.path, { ...fields, registration_token: oldToken })).statusCode).toBe(400);
  expect((await legacyPost(server, confirmRegistration.path, { ...fields, registration_token: newToken })).statusCode).toBe(200);
});

test('a taken username gets the answer a free one gets; the registrant chooses another at the confirmation', async () => {
  const fresh = seen(await send(signUpForm()));
  const form = signUpForm({ username: 'admin' });
  expect(seen(await send(form))).toEqual(fresh);
  const [account] = await accountsWith(form.email ?? '');
  // The account waits under a username nobody chose, and the owner of 'admin' is untouched.
  expect(account?.username).toMatch(/^unconfirmed-[A-Za-z0-9_-]{16}$/);
  expect(await server.server.db.selectFrom('customers').select('email').where('username', '=', 'admin').executeTakeFirstOrThrow()).toEqual({
    email: demoEmail('admin'),
  });
  const mail = (await mailsTo(form.email ?? '')).at(-1);
  expect(mail?.text).toContain('The username you asked for is already taken');
  const token = await tokenMailedTo(server, form.email ?? '', '/Login/confirm_registration/');
  const chosen = `${(form.email ?? '').split('@')[0]}chosen`;
  const confirmed = await legacyPost(server, confirmRegistration.path, {
    registration_token: token,
    username: chosen,
    password: PASSWORD,
    password_confirm: PASSWORD,
  });
  expect(confirmed.statusCode).toBe(200);
  expect((await legacyPost(server, loginCustomer.path, { username: chosen, password: PASSWORD })).statusCode).toBe(200);
});

test('a free username asked for at sign-up is the one the account waits under', async () => {
  const form = signUpForm();
  await send(form);
  expect((await accountsWith(form.email ?? ''))[0]?.username).toBe(form.username);
});

test('when mail cannot be sent, a taken address answers 503 as a new one does', async () => {
  const failing = await startTestServer({ plugins: [], mail: { send: () => Promise.reject(new Error('smtp down')) }, expectedErrors: [MAIL_NOT_SENT] });
  try {
    const fresh = await legacyPost(failing, signUp.path, signUpForm());
    const taken = await legacyPost(failing, signUp.path, signUpForm({ email: demoEmail('analyst') }));
    expect(fresh.statusCode).toBe(503);
    expect(seen(taken)).toEqual(seen(fresh));
  } finally {
    await failing.close();
  }
}, 60_000);
