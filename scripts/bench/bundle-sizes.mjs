// Gzip size of the JavaScript a real page load of /Login fetches, and of each plugin's chunks (from Vite's
// manifest), so the "no plugin code on /Login" target is checked on what the browser actually loads.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../lib/build-steps.mjs';

const webRoot = join(root, 'dist', 'web');

function gzipKb(file) {
  return gzipSync(readFileSync(join(webRoot, file)), { level: 9 }).length / 1024;
}

/**
 * Plugin id → the chunk files that are the plugin's own: its pages' chunks, and shared chunks that only its own
 * chunks import. Host chunks a page imports (React, MobX, the SDK) are the host's cost, counted on the pages.
 */
function pluginChunks() {
  const manifestPath = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('dist/web/.vite/manifest.json is missing: build with build.manifest');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const owner = (key) => /(?:^|\/)plugins\/([^/]+)\/web\//.exec(manifest[key]?.src ?? key)?.[1];
  const importers = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    for (const imported of chunk.imports ?? []) importers.set(imported, [...(importers.get(imported) ?? []), key]);
  }
  const byPlugin = new Map();
  const add = (id, file) => byPlugin.set(id, (byPlugin.get(id) ?? new Set()).add(file));
  for (const [key, chunk] of Object.entries(manifest)) {
    const id = owner(key);
    if (id) {
      add(id, chunk.file);
      continue;
    }
    const owners = new Set((importers.get(key) ?? []).map(owner));
    const [only] = owners;
    if (owners.size === 1 && only) add(only, chunk.file);
  }
  return byPlugin;
}

/**
 * Loads `url` in the browser and answers the .js files fetched from the server; `interact` (optional) then acts
 * on the page as a user would, and what that loads is counted too.
 */
export async function scriptsLoadedBy(context, url, interact) {
  const page = await context.newPage();
  const files = new Set();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) files.add(pathname.replace(/^\//, ''));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (interact) {
    await interact(page);
    await page.waitForLoadState('networkidle');
  }
  await page.close();
  return files;
}

export function gzipTotalKb(files) {
  return [...files].reduce((sum, file) => sum + gzipKb(file), 0);
}

export function measureBundles(loginFiles) {
  const rows = [];
  const loginKb = [...loginFiles].reduce((sum, file) => sum + gzipKb(file), 0);
  // Not larger than when issue 19 measured it (the budget was 120 KB).
  rows.push({ name: 'JavaScript loaded by /Login (gzip)', value: loginKb.toFixed(1), unit: 'KB', target: '≤ 114.0' });
  const plugins = pluginChunks();
  const leaked = [...plugins.entries()].filter(([, files]) => [...files].some((file) => loginFiles.has(file)));
  rows.push({ name: 'plugin chunks loaded by /Login', value: leaked.length, unit: 'plugins', target: '0' });
  for (const [id, files] of [...plugins.entries()].sort()) {
    const kb = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
    rows.push({ name: `plugin chunk ${id} (gzip)`, value: kb.toFixed(1), unit: 'KB' });
  }
  return rows;
}
