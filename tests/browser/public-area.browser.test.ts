import { SUCCESS_MESSAGES, VALIDATION_MESSAGES as M } from '../../host/core/messages';
import { demoEmail } from '../../host/server/seed/demo-accounts';
import { DASHBOARD_HEADING, signIn } from '../support/browser-app';
import { browserSuite } from '../support/browser-suite';
import { mailedToken } from '../support/mailed-token';

let unique = 0;

// Sign-up, confirmation and sign-in each hash a password (bcrypt) on a server shared with the other suites.
jest.setTimeout(90_000);

const suite = browserSuite();

async function toast(text: string): Promise<void> {
  await suite.page.getByText(text, { exact: true }).first().waitFor();
}

async function errorToast(text: string): Promise<void> {
  await suite.page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/** Signs a new account up through the sign-up suite.page (demo company) and answers its email. */
async function signUp(): Promise<string> {
  unique += 1;
  const email = `jane.${Date.now()}.${unique}@example.com`;
  await suite.page.goto(`${suite.app.server.url}/Login/signup/${encodeURIComponent(email)}/demo`);
  await suite.page.getByLabel('Name', { exact: true }).fill('Jane');
  await suite.page.getByLabel('Surname').fill('Doe');
  await suite.page.getByLabel('Username').fill(`jane${unique}${Date.now()}`);
  await suite.page.getByLabel('Password', { exact: true }).fill('Signup-pass-1');
  await suite.page.getByLabel('Confirm password', { exact: true }).fill('Signup-pass-1');
  await suite.page.getByRole('button', { name: 'Sign up' }).click();
  await suite.page.waitForURL(`${suite.app.server.url}/Login`);
  await toast(SUCCESS_MESSAGES.signUp);
  return email;
}

it('signs up with the email of the link read-only, after a password rule was shown', async () => {
  const email = `john.${Date.now()}@example.com`;
  await suite.page.goto(`${suite.app.server.url}/Login/signup/${encodeURIComponent(email)}/demo`);
  const emailField = suite.page.getByLabel('Email');
  expect(await emailField.inputValue()).toBe(email);
  expect(await emailField.getAttribute('readonly')).not.toBeNull();
  await suite.page.getByLabel('Name', { exact: true }).fill('John');
  await suite.page.getByLabel('Surname').fill('Roe');
  await suite.page.getByLabel('Username').fill(`john${Date.now()}`);
  await suite.page.getByLabel('Password', { exact: true }).fill('short1!');
  await suite.page.getByLabel('Confirm password', { exact: true }).fill('short1!');
  await suite.page.getByLabel('Confirm password', { exact: true }).press('Enter');
  await errorToast(M.passwordLength);
  expect(new URL(suite.page.url()).pathname).toContain('/Login/signup/');
  await suite.page.getByLabel('Password', { exact: true }).fill('Long-enough-1');
  await suite.page.getByLabel('Confirm password', { exact: true }).fill('Long-enough-1');
  await suite.page.getByRole('button', { name: 'Sign up' }).click();
  await suite.page.waitForURL(`${suite.app.server.url}/Login`);
  await toast(SUCCESS_MESSAGES.signUp);
  await mailedToken(suite.app.server, email, '/Login/confirm_registration/');
});

it('confirms a registration from the mailed link and follows next_url after signing in', async () => {
  const email = await signUp();
  const token = await mailedToken(suite.app.server, email, '/Login/confirm_registration/');
  await suite.page.goto(`${suite.app.server.url}/Login/confirm_registration/${encodeURIComponent(token)}?next_url=%2FHome`);
  const username = `confirmed${Date.now()}`;
  await suite.page.getByLabel('Username').fill('has space');
  await suite.page.getByLabel('Username').press('Enter');
  await errorToast(M.noSpace);
  await suite.page.getByLabel('Username').fill(username);
  await suite.page.getByLabel('Password', { exact: true }).fill('Confirmed-pass-2');
  await suite.page.getByLabel('Confirm password', { exact: true }).fill('Confirmed-pass-2');
  await suite.page.getByRole('button', { name: 'Confirm registration' }).click();
  await suite.page.waitForURL(`${suite.app.server.url}/Login`);
  await toast(SUCCESS_MESSAGES.accountConfirmed);
  await suite.page.getByLabel('Username').fill(username);
  await suite.page.getByLabel('Password').fill('Confirmed-pass-2');
  await suite.page.getByRole('button', { name: 'Sign in' }).click();
  await suite.page.waitForURL(`${suite.app.server.url}/Home`);
});

it('resets a forgotten password through the outbox and signs in with the new one', async () => {
  await suite.page.goto(`${suite.app.server.url}/Login`);
  await suite.page.getByRole('link', { name: 'Forgot password?' }).click();
  await suite.page.waitForURL(`${suite.app.server.url}/Login/forgotpassword`);
  await suite.page.getByLabel('Email').fill('analyst@');
  await suite.page.getByLabel('Email').press('Enter');
  await errorToast(M.email);
  await suite.page.getByLabel('Email').fill(demoEmail('analyst'));
  await suite.page.getByRole('button', { name: 'Send reset link' }).click();
  await toast(SUCCESS_MESSAGES.requestSent);

  const token = await mailedToken(suite.app.server, demoEmail('analyst'), '/Login/newpassword/');
  await suite.page.goto(`${suite.app.server.url}/Login/newpassword/${encodeURIComponent(token)}`);
  await suite.page.getByLabel('New password', { exact: true }).fill('Renewed-pass-3');
  await suite.page.getByLabel('Confirm password', { exact: true }).fill('Renewed-pass-4');
  await suite.page.getByLabel('Confirm password', { exact: true }).press('Enter');
  await errorToast(M.passwordConfirm);
  await suite.page.getByLabel('Confirm password', { exact: true }).fill('Renewed-pass-3');
  await suite.page.getByRole('button', { name: 'Save new password' }).click();
  await suite.page.waitForURL(`${suite.app.server.url}/Login`);
  await toast(SUCCESS_MESSAGES.passwordReset);

  await signIn(suite.page, suite.app.server.url, 'analyst', 'Renewed-pass-3');
  await suite.page.getByRole('heading', { name: DASHBOARD_HEADING }).waitFor();
  expect(new URL(suite.page.url()).pathname).toBe('/');
});

it('shows the sign-in rule as an error toast, loading the form engine only when the form is used', async () => {
  await suite.page.goto(`${suite.app.server.url}/Login`);
  await suite.page.getByLabel('Username').fill('admin');
  await suite.page.getByLabel('Username').press('Enter');
  await errorToast(M.required);
  expect(await suite.page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
});

it('sends unknown /Login paths to /Login and opens the manage-your-risk modal', async () => {
  await suite.page.goto(`${suite.app.server.url}/Login/nothing/here`);
  await suite.page.waitForURL(`${suite.app.server.url}/Login`);
  expect(await suite.page.getByRole('link', { name: 'Return to website' }).getAttribute('href')).toMatch(/^https?:\/\//);
  await suite.page.getByRole('button', { name: 'Manage your risk' }).click();
  const dialog = suite.page.getByRole('dialog', { name: 'Manage your risk' });
  await dialog.waitFor();
  for (const name of ['Country Threat Evaluation', 'Impact Evaluation', 'Security Events Database']) {
    await dialog.getByRole('heading', { name }).waitFor();
  }
  expect(await dialog.getByRole('link', { name: /Contact us/ }).getAttribute('href')).toMatch(/^mailto:/);
  await suite.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
});
