import { existsSync } from 'node:fs';

export const CHROMIUM_INSTALL_HINT =
  'Chromium is needed for the browser suite. Install it with: sudo apt-get install -y chromium ' +
  '(or set VIGIL_CHROMIUM to a Chromium binary).';

/** The Chromium binary the browser suite and the bench use, or null when none is installed. */
export function chromiumPath() {
  const candidates = [process.env.VIGIL_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;
}
