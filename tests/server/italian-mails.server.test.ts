import { addEmployee } from '../../host/core/contract/personnel';
import { editEmployee } from '../../host/core/contract/profile';
import { confirmEmailChange, resetPassword, signUp } from '../../host/core/contract/public-area';
import { demoEmail } from '../../host/server/seed/demo-accounts';
import { startTestServer, type TestServer } from '../support/test-server';
import { lastMailTo, newSignUpForm, tokenMailedTo } from './support/account-fixtures';
import { credentials, legacyPost, type Fields } from './support/legacy-request';

/**
 * Issue 15, "Italian, complete": every mail an account holder receives is in their language, the account's
 * (a new sign-up's: the language the page was in, sent with the form).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ plugins: [], config: { publicUrl: 'https://vigil.test' } });
}, 60_000);
afterAll(async () => server?.close());

async function setLanguage(username: string, language: 'en' | 'it'): Promise<void> {
  await server.server.db.updateTable('customers').set({ language }).where('username', '=', username).execute();
}

test('the password reset mail of an Italian account is in Italian, of an English one in English', async () => {
  await setLanguage('visitor', 'it');
  expect((await legacyPost(server, resetPassword.path, { email: demoEmail('visitor') })).statusCode).toBe(200);
  const italian = await lastMailTo(server, demoEmail('visitor'));
  expect(italian.subject).toBe('Reimposta la tua password di Vigil');
  expect(italian.text).toContain('Apri questo link entro 1 ora per scegliere una nuova password.');
  expect(italian.text).toMatch(/^Ciao /);

  await setLanguage('visitor', 'en');
  expect((await legacyPost(server, resetPassword.path, { email: demoEmail('visitor') })).statusCode).toBe(200);
  expect((await lastMailTo(server, demoEmail('visitor'))).subject).toBe('Reset your Vigil password');
});

test('a sign-up made in Italian makes an Italian account and mails the confirmation in Italian', async () => {
  const form = newSignUpForm('giulia', 'Cobol-1959', { language: 'it' });
  expect((await legacyPost(server, signUp.path, form)).statusCode).toBe(200);
  const row = await server.server.db.selectFrom('customers').select('language').where('email', '=', form.email ?? '').executeTakeFirstOrThrow();
  expect(row.language).toBe('it');
  const mail = await lastMailTo(server, form.email ?? '');
  expect(mail.subject).toBe('Conferma la tua registrazione a Vigil');
  expect(mail.text).toContain('Apri questo link entro 7 giorni per confermare la registrazione');

  // Without the (optional) language the form is the spec's, and English.
  const plain = newSignUpForm('grace', 'Cobol-1959');
  expect((await legacyPost(server, signUp.path, plain)).statusCode).toBe(200);
  expect((await lastMailTo(server, plain.email ?? '')).subject).toBe('Confirm your Vigil registration');
});

test('signs up in English with a language that is not an account language', async () => {
  const form = newSignUpForm('pierre', 'Cobol-1959', { language: 'fr' });
  expect((await legacyPost(server, signUp.path, form)).statusCode).toBe(200);
  const row = await server.server.db.selectFrom('customers').select('language').where('email', '=', form.email ?? '').executeTakeFirstOrThrow();
  expect(row.language).toBe('en');
  expect((await lastMailTo(server, form.email ?? '')).subject).toBe('Confirm your Vigil registration');
});

test("an email change is confirmed, and announced to the old address, in the account's Italian", async () => {
  await setLanguage('traveller', 'it');
  const row = await server.server.db.selectFrom('customers').selectAll().where('username', '=', 'traveller').executeTakeFirstOrThrow();
  const token = await server.login('traveller', 'Vigil-traveller-1');
  const form: Fields = { name: row.name, surname: row.surname, username: 'traveller', email: 'tina.nuova@example.com', phone: row.phone || '+1 555 0100', language: 'it' };
  expect((await legacyPost(server, editEmployee.path, { ...credentials(server, token), ...form })).statusCode).toBe(200);
  const link = await lastMailTo(server, 'tina.nuova@example.com');
  expect(link.subject).toBe('Conferma il tuo nuovo indirizzo email di Vigil');

  const emailToken = await tokenMailedTo(server, 'tina.nuova@example.com', '/Login/confirm_email/');
  expect((await legacyPost(server, confirmEmailChange.path, { email_token: emailToken })).statusCode).toBe(200);
  const notice = await lastMailTo(server, row.email);
  expect(notice.subject).toBe('L’indirizzo email del tuo account Vigil è stato cambiato');
  expect(notice.text).toContain('è stato cambiato in tina.nuova@example.com');
});

test("an employee added by an Italian admin gets an Italian account and invitation", async () => {
  await setLanguage('admin', 'it');
  const token = await server.login('admin', 'Vigil-admin-1');
  const email = 'nuovo.dipendente@example.com';
  const response = await legacyPost(server, addEmployee.path, { ...credentials(server, token), name: 'Nuovo', surname: 'Dipendente', email, phone: '+39 02 1234' });
  expect(response.statusCode).toBe(200);
  expect((await lastMailTo(server, email)).subject).toBe('Conferma la tua registrazione a Vigil');
  const row = await server.server.db.selectFrom('customers').select('language').where('email', '=', email).executeTakeFirstOrThrow();
  expect(row.language).toBe('it');
});
