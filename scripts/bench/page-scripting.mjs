// What the browser benches share: a signed-in page, the main thread's scripting time of a first render, and the
// statistics they print.

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The value at `share` (0.95 for p95) of the values. */
export function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** A page of a fresh context with a stored session: the dashboard signs in with the arrival token first. */
export async function signedInPage(browser, url, loginToken) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}/?login_token=${loginToken}`);
  await page.getByRole('heading', { name: 'Corporate security management platform' }).waitFor({ timeout: 30_000 });
  return { context, page };
}

/** Resolves after the next frame has been painted (a task queued from requestAnimationFrame runs after paint). */
export const AFTER_PAINT = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Main-thread scripting in ms (V8 compile and run, microtasks, event and timer callbacks: the ScriptDuration metric
 * of the DevTools Performance domain) from the navigation to `path` until `drawn(arg)` holds in the page and a
 * frame is painted. Waiting on the network is not scripting, so downloads (chunks, geometry, API answers) are
 * excluded. Each run is a fresh context whose session is restored from storage, as when a signed-in user opens
 * the page.
 */
export async function firstRenderScripting(browser, url, loginToken, path, drawn, arg) {
  const { context, page } = await signedInPage(browser, url, loginToken);
  try {
    // A same-origin document that runs no script, so the navigation to `path` stays in this renderer.
    await page.goto(`${url}/config.json`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const scripting = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ScriptDuration').value;
    const before = await scripting();
    await page.goto(`${url}${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(drawn, arg, { timeout: 60_000, polling: 'raf' });
    await page.evaluate(AFTER_PAINT);
    const ms = ((await scripting()) - before) * 1000;
    await cdp.detach();
    return ms;
  } finally {
    await context.close();
  }
}
