import type { Locator, Page } from 'playwright-core';
import { launchChromium, type LaunchedBrowser } from './chromium';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';
import { testWebRoot } from './test-web-root';

export interface BrowserApp {
  server: TestServer;
  browser: LaunchedBrowser;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * A real reference server serving the built web host, and Debian's Chromium pointed at it. `config`: the server's
 * configuration where a suite needs another installation (a module not installed, say).
 */
export async function startBrowserApp(config?: TestServerOptions['config']): Promise<BrowserApp> {
  const server = await startTestServer({ webRoot: testWebRoot(), listen: true, ...(config ? { config } : {}) });
  let browser: LaunchedBrowser;
  try {
    browser = await launchChromium();
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    server,
    browser,
    newPage: () => browser.newPage(),
    async close(): Promise<void> {
      await browser.close();
      await server.close();
    },
  };
}

/** Signs in through the /Login form, as a person would. */
export async function signIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/Login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const DASHBOARD_HEADING = 'Corporate security management platform';

/** Signs in through the form and waits for the dashboard; the sign-in toast is clicked away, as a person would. */
export async function signInToDashboard(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await signIn(page, baseUrl, username, password);
  await page.getByRole('heading', { name: DASHBOARD_HEADING }).waitFor();
  await page.getByRole('button', { name: 'Login succesfull' }).click();
}

/** Opens the header's user menu and returns its list (the element the trigger controls). */
export async function openUserMenu(page: Page): Promise<Locator> {
  const trigger = page.getByRole('button', { name: /User menu/ });
  await trigger.click();
  return page.locator(`#${(await trigger.getAttribute('aria-controls'))?.replace(/:/g, '\\:') ?? ''}`);
}
