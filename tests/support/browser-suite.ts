import type { Page } from 'playwright-core';
import { startBrowserApp, type BrowserApp } from './browser-app';

export interface BrowserSuiteOptions {
  /** Runs on every new page before its test: signing in, for instance. */
  prepare?(page: Page, app: BrowserApp): Promise<void>;
  /**
   * Playwright's timeout per step. A step that cannot happen then fails with its locator named, well before the
   * test's own timeout; left at Playwright's default when not given.
   */
  stepTimeoutMs?: number;
}

export interface BrowserSuite {
  /** The suite's server and Chromium, from beforeAll on. */
  readonly app: BrowserApp;
  /** This test's page, in a browser context of its own, from beforeEach on. */
  readonly page: Page;
  /** Closes this test's page and opens a fresh one, prepared like the first (another user, say). */
  renewPage(): Promise<Page>;
}

/**
 * Registers a browser suite's hooks: one reference server and one Chromium for the file, a fresh page per test
 * (storage never leaks between tests), everything closed at the end.
 */
export function browserSuite(options: BrowserSuiteOptions = {}): BrowserSuite {
  let app: BrowserApp | undefined;
  let page: Page | undefined;

  async function openPage(): Promise<Page> {
    if (!app) throw new Error('The browser suite has not started');
    const opened = await app.newPage();
    if (options.stepTimeoutMs !== undefined) opened.setDefaultTimeout(options.stepTimeoutMs);
    page = opened;
    await options.prepare?.(opened, app);
    return opened;
  }

  beforeAll(async () => {
    app = await startBrowserApp();
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    await openPage();
  });
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });

  return {
    get app(): BrowserApp {
      if (!app) throw new Error('The browser suite has not started');
      return app;
    },
    get page(): Page {
      if (!page) throw new Error('No page outside a test');
      return page;
    },
    async renewPage(): Promise<Page> {
      await page?.close();
      return openPage();
    },
  };
}
