import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath, CHROMIUM_INSTALL_HINT } from '../../scripts/lib/chromium-path.mjs';

export interface LaunchedBrowser {
  browser: Browser;
  /** A page in a context of its own: fresh storage and cookies, as a new visitor has. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Debian's Chromium (Playwright gives each launch a fresh temporary profile); fails, never skips, with the
 * install command when it is missing.
 */
export async function launchChromium(): Promise<LaunchedBrowser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(CHROMIUM_INSTALL_HINT);
  const browser = await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_FLAGS] });
  let closing = false;
  // A browser that goes away mid-suite fails every later step with "Target page, context or browser has been
  // closed"; saying when it happened makes such a failure readable.
  browser.on('disconnected', () => {
    if (!closing) console.error(`Chromium disconnected unexpectedly at ${new Date().toISOString()}`);
  });
  return {
    browser,
    async newPage(): Promise<Page> {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      // The context goes with its page. When the suite closes the whole browser first, the context is already
      // gone: an unhandled rejection here would fail whichever test is running, so that one case is let pass.
      page.once('close', () => {
        context.close().catch((error: unknown) => {
          if (!closing) throw error;
        });
      });
      return page;
    },
    close(): Promise<void> {
      closing = true;
      return browser.close();
    },
  };
}
