import type { Page } from 'playwright-core';
import { startBrowserApp, type BrowserApp } from './browser-app';
import type { TestServerOptions } from './test-server';

export interface BrowserSuiteOptions {
  /** Runs on every new page before its test: signing in, for instance. */
  prepare?(page: Page, app: BrowserApp): Promise<void>;
  /**
   * Playwright's timeout per step. A step that cannot happen then fails with its locator named, well before the
   * test's own timeout; left at Playwright's default when not given.
   */
  stepTimeoutMs?: number;
  /** The server's configuration, where the suite needs another installation (`disabledPlugins`). */
  config?: TestServerOptions['config'];
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
  // What the pages' Content Security Policy refused: any refusal is a page that does not work as built.
  let refused: string[] = [];

  async function openPage(): Promise<Page> {
    if (!app) throw new Error('The browser suite has not started');
    const opened = await app.newPage();
    opened.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    if (options.stepTimeoutMs !== undefined) opened.setDefaultTimeout(options.stepTimeoutMs);
    page = opened;
    await options.prepare?.(opened, app);
    return opened;
  }

  beforeAll(async () => {
    app = await startBrowserApp(options.config);
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
    const violations = refused;
    refused = [];
    expect(violations).toEqual([]);
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
