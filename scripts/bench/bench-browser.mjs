// The bench's browser and its way of running one part alone: one place for what each browser figure repeats.
import { CHROMIUM_FLAGS, chromiumPath, CHROMIUM_INSTALL_HINT } from '../lib/chromium-path.mjs';

/** Debian's Chromium, headless, with the flags that keep it from reaching the network on its own. */
export async function launchBenchBrowser() {
  // Loaded here, not on import: a part run without a browser figure does not pay for playwright.
  const { chromium } = await import('playwright-core');
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(CHROMIUM_INSTALL_HINT);
  return chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS] });
}

/**
 * When the file at `moduleUrl` is the command (`node scripts/bench/<part>.mjs`), builds what is missing, runs
 * `measure` and prints its rows; when it is imported by `npm run bench`, does nothing.
 */
export async function runAlone(moduleUrl, measure) {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  const { buildWhatIsMissing } = await import('../lib/build-steps.mjs');
  buildWhatIsMissing();
  for (const row of await measure()) console.log(`${row.name}: ${row.value} ${row.unit} ${row.target ?? ''}`);
}
