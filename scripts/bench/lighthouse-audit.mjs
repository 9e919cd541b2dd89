// Lighthouse 12 with the desktop preset against Debian's Chromium, driven over the DevTools port.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, chromiumPath, CHROMIUM_INSTALL_HINT } from '../lib/chromium-path.mjs';
import { freePort } from '../lib/free-port.mjs';

async function waitForDevTools(port) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('Chromium did not open its DevTools port');
}

/** Runs Lighthouse on each URL (localStorage can be seeded per URL first) and answers category scores. */
export async function lighthouseScores(audits) {
  const executable = chromiumPath();
  if (!executable) throw new Error(CHROMIUM_INSTALL_HINT);
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'vigil-lighthouse-'));
  // A process group of its own, so that its renderer and GPU processes can be stopped with it.
  const browser = spawn(executable, [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore', detached: true });
  try {
    await waitForDevTools(port);
    const rows = [];
    for (const audit of audits) {
      const result = await lighthouse(audit.url, {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: Boolean(audit.keepStorage),
      }, desktopConfig);
      const { categories } = result.lhr;
      rows.push({ name: `Lighthouse performance ${audit.label}`, value: Math.round(categories.performance.score * 100), unit: '/100', target: audit.target });
      rows.push({ name: `Lighthouse accessibility ${audit.label}`, value: Math.round(categories.accessibility.score * 100), unit: '/100', target: '≥ 95' });
    }
    return rows;
  } finally {
    // Chromium and its child processes write to the profile until they have exited: remove it only after that.
    const exited = new Promise((resolve) => browser.once('exit', resolve));
    try {
      process.kill(-browser.pid, 'SIGKILL');
    } catch {
      browser.kill('SIGKILL');
    }
    await exited;
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      // A leftover temporary profile is no reason to lose the figures measured.
      console.warn(`Could not remove ${profile}: ${error.message}`);
    }
  }
}
