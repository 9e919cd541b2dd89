import type { Page } from 'playwright-core';
import { SUCCESS_MESSAGES, VALIDATION_MESSAGES as M } from '../../host/core/messages';
import { demoEmail } from '../../host/server/seed/demo-accounts';
import { signIn, startBrowserApp, type BrowserApp } from '../support/browser-app';

const DASHBOARD_HEADING = 'Corporate security management platform';

let app: BrowserApp;
let page: Page;
let unique = 0;

// Sign-up, confirmation and sign-in each hash a password (bcrypt) on a server shared with the other suites.
jest.setTimeout(90_000);

beforeAll(async () => {
  app = await startBrowserApp();
});

afterAll(async () => {
  await app?.close();
});

beforeEach(async () => {
  page = await app.newPage();
});

afterEach(async () => {
  await page.close();
});

/** The newest mail to `to` that carries a link to `path`, and the token at the end of that link. */
async function mailedToken(to: string, path: string): Promise<string> {
  const pattern = new RegExp(`${path.replace(/\//g, '\\/')}([^\\s?"<]+)`);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mail = (await app.server.outbox()).filter((candidate) => candidate.to === to && pattern.test(candidate.text)).pop();
    const token = mail ? pattern.exec(mail.text)?.[1] : undefined;
    if (token) return decodeURIComponent(token);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} with a link to ${path}`);
}

async function toast(text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

async function errorToast(text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/** Signs a new account up through the sign-up page (demo company) and answers its email. */
async function signUp(): Promise<string> {
  unique += 1;
  const email = `jane.${Date.now()}.${unique}@example.com`;
  await page.goto(`${app.server.url}/Login/signup/${encodeURIComponent(email)}/demo`);
  await page.getByLabel('Name', { exact: true }).fill('Jane');
  await page.getByLabel('Surname').fill('Doe');
  await page.getByLabel('Username').fill(`jane${unique}${Date.now()}`);
  await page.getByLabel('Password', { exact: true }).fill('Signup-pass-1');
  await page.getByLabel('Confirm password', { exact: true }).fill('Signup-pass-1');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL(`${app.server.url}/Login`);
  await toast(SUCCESS_MESSAGES.signUp);
  return email;
}

it('signs up with the email of the link read-only, after a password rule was shown', async () => {
  const email = `john.${Date.now()}@example.com`;
  await page.goto(`${app.server.url}/Login/signup/${encodeURIComponent(email)}/demo`);
  const emailField = page.getByLabel('Email');
  expect(await emailField.inputValue()).toBe(email);
  expect(await emailField.getAttribute('readonly')).not.toBeNull();
  await page.getByLabel('Name', { exact: true }).fill('John');
  await page.getByLabel('Surname').fill('Roe');
  await page.getByLabel('Username').fill(`john${Date.now()}`);
  await page.getByLabel('Password', { exact: true }).fill('short1!');
  await page.getByLabel('Confirm password', { exact: true }).fill('short1!');
  await page.getByLabel('Confirm password', { exact: true }).press('Enter');
  await errorToast(M.passwordLength);
  expect(new URL(page.url()).pathname).toContain('/Login/signup/');
  await page.getByLabel('Password', { exact: true }).fill('Long-enough-1');
  await page.getByLabel('Confirm password', { exact: true }).fill('Long-enough-1');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL(`${app.server.url}/Login`);
  await toast(SUCCESS_MESSAGES.signUp);
  await mailedToken(email, '/Login/confirm_registration/');
});

it('confirms a registration from the mailed link and follows next_url after signing in', async () => {
  const email = await signUp();
  const token = await mailedToken(email, '/Login/confirm_registration/');
  await page.goto(`${app.server.url}/Login/confirm_registration/${encodeURIComponent(token)}?next_url=%2FHome`);
  const username = `confirmed${Date.now()}`;
  await page.getByLabel('Username').fill('has space');
  await page.getByLabel('Username').press('Enter');
  await errorToast(M.noSpace);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('Confirmed-pass-2');
  await page.getByLabel('Confirm password', { exact: true }).fill('Confirmed-pass-2');
  await page.getByRole('button', { name: 'Confirm registration' }).click();
  await page.waitForURL(`${app.server.url}/Login`);
  await toast(SUCCESS_MESSAGES.accountConfirmed);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('Confirmed-pass-2');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${app.server.url}/Home`);
});

it('resets a forgotten password through the outbox and signs in with the new one', async () => {
  await page.goto(`${app.server.url}/Login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL(`${app.server.url}/Login/forgotpassword`);
  await page.getByLabel('Email').fill('analyst@');
  await page.getByLabel('Email').press('Enter');
  await errorToast(M.email);
  await page.getByLabel('Email').fill(demoEmail('analyst'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await toast(SUCCESS_MESSAGES.requestSent);

  const token = await mailedToken(demoEmail('analyst'), '/Login/newpassword/');
  await page.goto(`${app.server.url}/Login/newpassword/${encodeURIComponent(token)}`);
  await page.getByLabel('New password', { exact: true }).fill('Renewed-pass-3');
  await page.getByLabel('Confirm password', { exact: true }).fill('Renewed-pass-4');
  await page.getByLabel('Confirm password', { exact: true }).press('Enter');
  await errorToast(M.passwordConfirm);
  await page.getByLabel('Confirm password', { exact: true }).fill('Renewed-pass-3');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.waitForURL(`${app.server.url}/Login`);
  await toast(SUCCESS_MESSAGES.passwordReset);

  await signIn(page, app.server.url, 'analyst', 'Renewed-pass-3');
  await page.getByRole('heading', { name: DASHBOARD_HEADING }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
});

it('shows the sign-in rule as an error toast, loading the form engine only when the form is used', async () => {
  await page.goto(`${app.server.url}/Login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Username').press('Enter');
  await errorToast(M.required);
  expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
});

it('sends unknown /Login paths to /Login and opens the manage-your-risk modal', async () => {
  await page.goto(`${app.server.url}/Login/nothing/here`);
  await page.waitForURL(`${app.server.url}/Login`);
  expect(await page.getByRole('link', { name: 'Return to website' }).getAttribute('href')).toMatch(/^https?:\/\//);
  await page.getByRole('button', { name: 'Manage your risk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage your risk' });
  await dialog.waitFor();
  for (const name of ['Country Threat Evaluation', 'Impact Evaluation', 'Security Events Database']) {
    await dialog.getByRole('heading', { name }).waitFor();
  }
  expect(await dialog.getByRole('link', { name: /Contact us/ }).getAttribute('href')).toMatch(/^mailto:/);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
});
