import type { Page } from 'playwright-core';
import { PERMISSION_WARNING } from '../../host/core/messages';
import { signIn, startBrowserApp, type BrowserApp } from '../support/browser-app';

const DASHBOARD_HEADING = 'Corporate security management platform';

let app: BrowserApp;
let page: Page;

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

it('signs admin in and shows the dashboard with the Crisis management room bubble', async () => {
  await signIn(page, app.server.url, 'admin', 'Vigil-admin-1');
  await page.getByRole('heading', { name: DASHBOARD_HEADING }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  const bubble = page.getByRole('link', { name: /Crisis management room/ });
  await bubble.first().waitFor();
  expect(await bubble.first().getAttribute('href')).toMatch(/^\/Cmr\?login_token=/);
});

it('opens the Crisis management room page for admin', async () => {
  await signIn(page, app.server.url, 'admin', 'Vigil-admin-1');
  await page.getByRole('heading', { name: DASHBOARD_HEADING }).waitFor();
  await page.goto(`${app.server.url}/Cmr`);
  await page.getByRole('heading', { level: 1, name: 'Crisis management room' }).waitFor();
});

it("refuses /Cmr to visitor with the 'Warning!' modal, then goes to /", async () => {
  await signIn(page, app.server.url, 'visitor', 'Vigil-visitor-1');
  await page.getByRole('heading', { name: DASHBOARD_HEADING }).waitFor();
  await page.goto(`${app.server.url}/Cmr`);
  const dialog = page.getByRole('dialog', { name: PERMISSION_WARNING.title });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(PERMISSION_WARNING.text);
  expect(await page.getByRole('heading', { level: 1, name: 'Crisis management room' }).count()).toBe(0);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL(`${app.server.url}/`);
  await page.getByRole('heading', { name: DASHBOARD_HEADING }).waitFor();
});

it('sends a visitor without a session from /Cmr to /Login', async () => {
  await page.goto(`${app.server.url}/Cmr`);
  await page.waitForURL(`${app.server.url}/Login`);
  await page.getByLabel('Username').waitFor();
});

it('shows the server message for wrong credentials and stays on /Login', async () => {
  await signIn(page, app.server.url, 'admin', 'wrong-password-1!');
  await page.getByRole('alert').filter({ hasText: 'Wrong username or password' }).first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/Login');
});

it('signs in with a login token in the query string and removes it from the address bar', async () => {
  const token = await app.server.login('analyst', 'Vigil-analyst-1');
  await page.goto(`${app.server.url}/?login_token=${encodeURIComponent(token)}`);
  await page.getByRole('heading', { name: DASHBOARD_HEADING }).waitFor();
  await page.waitForFunction(() => !window.location.search.includes('login_token'));
  expect(page.url()).toBe(`${app.server.url}/`);
});
