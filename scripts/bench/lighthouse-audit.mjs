// Lighthouse 12 with the desktop preset against Debian's Chromium, driven over the DevTools port.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath, CHROMIUM_INSTALL_HINT } from '../lib/chromium-path.mjs';
import { freePort } from '../lib/free-port.mjs';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

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
  const browser = spawn(executable, [...FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' });
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
    // Chromium writes to its profile until it has exited: remove the profile only after that.
    const exited = new Promise((resolve) => browser.once('exit', resolve));
    browser.kill('SIGKILL');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}
