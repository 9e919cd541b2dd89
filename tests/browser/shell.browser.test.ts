import type { Page } from 'playwright-core';
import { GATE_TEXTS, SUCCESS_MESSAGES } from '../../host/core/messages';
import { isMenuVisible } from '../../host/core/permission-matcher';
import { SECTIONS } from '../../host/core/plugin-manifest';
import { userMenuEntries, visibleEntries } from '../../host/web/shell/menu-entries';
import { signIn, startBrowserApp, type BrowserApp } from '../support/browser-app';
import { discoverPlugins } from '../support/discover-plugins.node';
import { startTestServer } from '../support/test-server';
import { testWebRoot } from '../support/test-web-root';

const DASHBOARD_HEADING = 'Corporate security management platform';
const DESKTOP_MESSAGE = 'Desktop browser required';

let app: BrowserApp;
let page: Page;

// A menu test signs in and walks six menus; with the other browser suites running beside it on two cores, the
// default 30 s has been too tight.
jest.setTimeout(60_000);

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

async function signInToDashboard(username: string, password: string): Promise<void> {
  await signIn(page, app.server.url, username, password);
  await page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
}

describe('desktop-only gate', () => {
  it('shows the desktop-only message at 900 px, public pages included, and the app at 1280 px', async () => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto(`${app.server.url}/Login`);
    await page.getByRole('heading', { name: DESKTOP_MESSAGE }).waitFor();
    expect(await page.getByLabel('Username').isVisible()).toBe(false);
    const download = page.getByRole('link', { name: 'Download the mobile app' });
    expect(await download.getAttribute('href')).toMatch(/^https?:\/\//);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel('Username').waitFor();
    expect(await page.getByRole('heading', { name: DESKTOP_MESSAGE }).count()).toBe(0);
  });
});

describe('privacy gate', () => {
  it('gates newcomer until the policy is opened and accepted; the acceptance survives a reload', async () => {
    await signIn(page, app.server.url, 'newcomer', 'Vigil-newcomer-1');
    await page.getByText(GATE_TEXTS.privacy, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    expect(await page.getByRole('banner').count()).toBe(0);

    const [policy] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: /Read our Privacy Policy/ }).click(),
    ]);
    await policy.waitForLoadState();
    expect(await policy.getByRole('heading', { level: 1, name: 'Privacy Policy' }).count()).toBe(1);
    await policy.close();

    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('USER_PRIVACY'))).toBe('true');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
    expect(await page.getByText(GATE_TEXTS.privacy, { exact: true }).count()).toBe(0);
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
    const nav = page.getByRole('navigation', { name: 'Tools' });
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
      const list = page.locator(`#${(await trigger.getAttribute('aria-controls'))?.replace(/:/g, '\\:') ?? ''}`);
      const labels = (await list.locator('li').allTextContents()).map((text) => text.trim());
      expect(labels).toEqual(expected);
      // A click outside closes it.
      await page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).click();
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    }

    const userTrigger = page.getByRole('button', { name: /User menu/ });
    await userTrigger.click();
    const userList = page.locator(`#${(await userTrigger.getAttribute('aria-controls'))?.replace(/:/g, '\\:') ?? ''}`);
    const expectedUser = [...userMenuEntries(plugins, canSee).map(({ item }) => item.label), 'Help', 'Logout'];
    expect((await userList.locator('li').allTextContents()).map((text) => text.trim())).toEqual(expectedUser);
    await page.keyboard.press('Escape');
    expect(await userTrigger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('help', () => {
  it('sends a help message from the user menu and confirms it', async () => {
    await signInToDashboard('analyst', 'Vigil-analyst-1');
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('button', { name: 'Help' }).click();
    const dialog = page.getByRole('dialog', { name: GATE_TEXTS.helpTitle });
    await dialog.getByLabel('Message').fill('The country map does not load on my laptop.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('status').filter({ hasText: SUCCESS_MESSAGES.messageSent }).waitFor();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('service unavailable', () => {
  it('shows /500 when the database health check fails', async () => {
    // A server of its own: its database is broken for good.
    const broken = await startTestServer({ webRoot: testWebRoot(), listen: true });
    try {
      await broken.server.db.destroy();
      await page.goto(`${broken.url}/Login`);
      await page.waitForURL(`${broken.url}/500`);
    } finally {
      await broken.close().catch(() => undefined);
    }
  });
});
