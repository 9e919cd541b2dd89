import { PERMISSION_WARNING } from '../../host/core/messages';
import { DASHBOARD_HEADING, signIn } from '../support/browser-app';
import { browserSuite } from '../support/browser-suite';

const suite = browserSuite();

it('signs admin in and shows the dashboard with the Crisis management room bubble', async () => {
  await signIn(suite.page, suite.app.server.url, 'admin', 'Vigil-admin-1');
  await suite.page.getByRole('heading', { name: DASHBOARD_HEADING }).waitFor();
  expect(new URL(suite.page.url()).pathname).toBe('/');
  const bubble = suite.page.getByRole('link', { name: /Crisis management room/ });
  await bubble.first().waitFor();
  expect(await bubble.first().getAttribute('href')).toMatch(/^\/Cmr\?login_token=/);
});

it('opens the Crisis management room suite.page for admin', async () => {
  await signIn(suite.page, suite.app.server.url, 'admin', 'Vigil-admin-1');
  await suite.page.getByRole('heading', { name: DASHBOARD_HEADING }).waitFor();
  await suite.page.goto(`${suite.app.server.url}/Cmr`);
  await suite.page.getByRole('heading', { level: 1, name: 'Crisis management room' }).waitFor();
});

it("refuses /Cmr to visitor with the 'Warning!' modal, then goes to /", async () => {
  await signIn(suite.page, suite.app.server.url, 'visitor', 'Vigil-visitor-1');
  await suite.page.getByRole('heading', { name: DASHBOARD_HEADING }).waitFor();
  await suite.page.goto(`${suite.app.server.url}/Cmr`);
  const dialog = suite.page.getByRole('dialog', { name: PERMISSION_WARNING.title });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(PERMISSION_WARNING.text);
  expect(await suite.page.getByRole('heading', { level: 1, name: 'Crisis management room' }).count()).toBe(0);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await suite.page.waitForURL(`${suite.app.server.url}/`);
  await suite.page.getByRole('heading', { name: DASHBOARD_HEADING }).waitFor();
});

it('sends a visitor without a session from /Cmr to /Login', async () => {
  await suite.page.goto(`${suite.app.server.url}/Cmr`);
  await suite.page.waitForURL(`${suite.app.server.url}/Login`);
  await suite.page.getByLabel('Username').waitFor();
});

it('shows the server message for wrong credentials and stays on /Login', async () => {
  await signIn(suite.page, suite.app.server.url, 'admin', 'wrong-password-1!');
  await suite.page.getByRole('alert').filter({ hasText: 'Wrong username or password' }).first().waitFor();
  expect(new URL(suite.page.url()).pathname).toBe('/Login');
});

it('signs in with a login token in the query string and removes it from the address bar', async () => {
  const token = await suite.app.server.login('analyst', 'Vigil-analyst-1');
  await suite.page.goto(`${suite.app.server.url}/?login_token=${encodeURIComponent(token)}`);
  await suite.page.getByRole('heading', { name: DASHBOARD_HEADING }).waitFor();
  await suite.page.waitForFunction(() => !window.location.search.includes('login_token'));
  expect(suite.page.url()).toBe(`${suite.app.server.url}/`);
});
