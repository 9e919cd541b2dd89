import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumPath, CHROMIUM_INSTALL_HINT } from '../../scripts/lib/chromium-path.mjs';

/** Flags this machine needs: no sandbox as root, and no background traffic to hosts that cannot be reached. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchedBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Debian's Chromium with a fresh profile; fails (never skips) with the install command when it is missing. */
export async function launchChromium(): Promise<LaunchedBrowser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(CHROMIUM_INSTALL_HINT);
  const profile = mkdtempSync(join(tmpdir(), 'vigil-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 1280, height: 900 },
  });
  return {
    context,
    async close(): Promise<void> {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
