import { existsSync } from 'node:fs';

export const CHROMIUM_INSTALL_HINT =
  'Chromium is needed for the browser suite. Install it with: sudo apt-get install -y chromium ' +
  '(or set VIGIL_CHROMIUM to a Chromium binary).';

/**
 * The flags every Chromium of the tests and the bench runs with: headless; no sandbox (this machine runs as root);
 * no GPU; and no traffic of its own to hosts that cannot be reached (QUIC, updates, sync, background fetches).
 */
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

/** The Chromium binary the browser suite and the bench use, or null when none is installed. */
export function chromiumPath() {
  const candidates = [process.env.VIGIL_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;
}
