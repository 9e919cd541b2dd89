import { GATE_TEXTS, SUCCESS_MESSAGES } from '../../host/core/messages';
import { isMenuVisible } from '../../host/core/permission-matcher';
import { SECTIONS } from '../../host/core/plugin-manifest';
import { userMenuEntries, visibleEntries } from '../../host/web/shell/menu-entries';
import { DASHBOARD_HEADING, signIn } from '../support/browser-app';
import { browserSuite } from '../support/browser-suite';
import { discoverPlugins } from '../support/discover-plugins.node';
import { DATABASE_HEALTH_FAILED } from '../support/logged-errors';
import { stepWithin } from '../support/step-within';
import { startTestServer } from '../support/test-server';
import { testWebRoot } from '../support/test-web-root';

const DESKTOP_MESSAGE = 'Desktop browser required';

// A menu test signs in and walks six menus; with the other browser suites running beside it on two cores, the
// default 30 s has been too tight.
jest.setTimeout(60_000);

const suite = browserSuite();

async function signInToDashboard(username: string, password: string): Promise<void> {
  await signIn(suite.page, suite.app.server.url, username, password);
  await suite.page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
}

describe('desktop-only gate', () => {
  it('shows the desktop-only message at 900 px, public pages included, and the suite.app at 1280 px', async () => {
    await suite.page.setViewportSize({ width: 900, height: 800 });
    await suite.page.goto(`${suite.app.server.url}/Login`);
    await suite.page.getByRole('heading', { name: DESKTOP_MESSAGE }).waitFor();
    expect(await suite.page.getByLabel('Username').isVisible()).toBe(false);
    const download = suite.page.getByRole('link', { name: 'Download the mobile app' });
    expect(await download.getAttribute('href')).toMatch(/^https?:\/\//);

    await suite.page.setViewportSize({ width: 1280, height: 800 });
    await suite.page.getByLabel('Username').waitFor();
    expect(await suite.page.getByRole('heading', { name: DESKTOP_MESSAGE }).count()).toBe(0);
  });
});

describe('privacy gate', () => {
  it('gates newcomer until the policy is opened and accepted; the acceptance survives a reload', async () => {
    await signIn(suite.page, suite.app.server.url, 'newcomer', 'Vigil-newcomer-1');
    await suite.page.getByText(GATE_TEXTS.privacy, { exact: true }).waitFor();
    expect(await suite.page.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    expect(await suite.page.getByRole('banner').count()).toBe(0);

    const [policy] = await Promise.all([
      suite.page.context().waitForEvent('page'),
      suite.page.getByRole('link', { name: /Read our Privacy Policy/ }).click(),
    ]);
    await policy.waitForLoadState();
    expect(await policy.getByRole('heading', { level: 1, name: 'Privacy Policy' }).count()).toBe(1);
    await policy.close();

    await suite.page.getByRole('button', { name: 'Accept' }).click();
    await suite.page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
    expect(await suite.page.evaluate(() => localStorage.getItem('USER_PRIVACY'))).toBe('true');

    await suite.page.reload();
    await suite.page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
    expect(await suite.page.getByText(GATE_TEXTS.privacy, { exact: true }).count()).toBe(0);
  });
});

describe('header menus, driven by the real manifests', () => {
  const plugins = discoverPlugins();
  const users = [
    { username: 'admin', password: 'Vigil-admin-1', permissions: ['admin'] },
    { username: 'analyst', password: 'Vigil-analyst-1', permissions: ['gpa', 'gpa_detail', 'nat', 'inf'] },
    { username: 'traveller', password: 'Vigil-traveller-1', permissions: ['tra', 'gps', 'ops'] },
    { username: 'visitor', password: 'Vigil-visitor-1', permissions: ['free'] },
  ];

  it.each(users)('shows $username the items §6 allows and dims the empty sections', async ({ username, password, permissions }) => {
    const canSee = (visibleTo: readonly string[]): boolean => isMenuVisible(permissions, visibleTo);
    await signInToDashboard(username, password);
    const nav = suite.page.getByRole('navigation', { name: 'Tools' });
    for (const section of SECTIONS) {
      const expected = visibleEntries(plugins, section, canSee).map(({ item }) => item.label);
      const trigger = nav.getByRole('button', { name: section, exact: true });
      if (expected.length === 0) {
        expect(await trigger.getAttribute('aria-disabled')).toBe('true');
        // Playwright refuses to click an aria-disabled control; a person can, and nothing must open.
        await trigger.click({ force: true });
        expect(await trigger.getAttribute('aria-expanded')).toBeNull();
        expect(await nav.locator('.menu-list').count()).toBe(0);
        continue;
      }
      expect(await trigger.getAttribute('aria-disabled')).toBeNull();
      await trigger.click();
      const list = suite.page.locator(`#${(await trigger.getAttribute('aria-controls'))?.replace(/:/g, '\\:') ?? ''}`);
      const labels = (await list.locator('li').allTextContents()).map((text) => text.trim());
      expect(labels).toEqual(expected);
      // A click outside closes it: on the heading's start, which a long menu (PROTECT's) does not cover.
      await suite.page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).click({ position: { x: 2, y: 2 } });
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    }

    const userTrigger = suite.page.getByRole('button', { name: /User menu/ });
    await userTrigger.click();
    const userList = suite.page.locator(`#${(await userTrigger.getAttribute('aria-controls'))?.replace(/:/g, '\\:') ?? ''}`);
    const expectedUser = [...userMenuEntries(plugins, canSee).map(({ item }) => item.label), 'Help', 'Logout'];
    expect((await userList.locator('li').allTextContents()).map((text) => text.trim())).toEqual(expectedUser);
    await suite.page.keyboard.press('Escape');
    expect(await userTrigger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('help', () => {
  it('sends a help message from the user menu and confirms it', async () => {
    await signInToDashboard('analyst', 'Vigil-analyst-1');
    await suite.page.getByRole('button', { name: /User menu/ }).click();
    await suite.page.getByRole('button', { name: 'Help' }).click();
    const dialog = suite.page.getByRole('dialog', { name: GATE_TEXTS.helpTitle });
    await dialog.getByLabel('Message').fill('The country map does not load on my laptop.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await suite.page.getByRole('status').filter({ hasText: SUCCESS_MESSAGES.messageSent }).waitFor();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('service unavailable', () => {
  it('shows /500 when the database health check fails', async () => {
    // A server of its own: its database is broken for good. Each step is bounded and named, so that a hang (seen
    // once in CI, as this test's timeout) says where it was.
    const broken = await stepWithin('starting a second server', 15, startTestServer({ webRoot: testWebRoot(), listen: true, expectedErrors: [DATABASE_HEALTH_FAILED] }));
    try {
      await stepWithin('closing its database', 5, broken.server.db.destroy());
      await suite.page.goto(`${broken.url}/Login`, { timeout: 15_000 });
      await suite.page.waitForURL(`${broken.url}/500`, { timeout: 10_000 });
    } finally {
      await stepWithin('closing the server of the broken database', 10, broken.close());
    }
  });
});
