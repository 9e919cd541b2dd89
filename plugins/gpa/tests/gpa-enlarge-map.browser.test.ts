import { browserSuite } from '../../../tests/support/browser-suite';
import { openWithToken } from '../../../tests/support/open-with-token';

/**
 * Issue 24, "Smaller": the country page's 'Enlarge Map' fills the window with the map and its legend both in view,
 * and closes with the product's own styled button (not a bare browser button), in English and Italian, at the
 * narrowest width served and a laptop's.
 */

jest.setTimeout(120_000);

const suite = browserSuite({ stepTimeoutMs: 20_000 });
const CASES = [
  { language: 'en', width: 992, enlarge: 'Enlarge Map', close: 'Close map' },
  { language: 'it', width: 1366, enlarge: 'Ingrandisci mappa', close: 'Chiudi mappa' },
] as const;

afterEach(async () => {
  await suite.app.server.server.db.updateTable('customers').set({ language: 'en' }).where('username', '=', 'analyst').execute();
});

for (const { language, width, enlarge, close } of CASES) {
  it(`shows the enlarged map with its legend in view and a styled close button (${language}, ${width} px)`, async () => {
    const { db } = suite.app.server.server;
    await db.updateTable('customers').set({ language }).where('username', '=', 'analyst').execute();
    const italy = (await db.selectFrom('countries').select('id').where('iso2', '=', 'IT').executeTakeFirstOrThrow()).id;
    const { page } = suite;
    await page.setViewportSize({ width, height: 768 });
    await openWithToken(suite, 'analyst', 'Vigil-analyst-1', `/Gpa/detail/${italy}`);
    await page.getByRole('button', { name: enlarge }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const closeButton = dialog.getByRole('button', { name: close });
    // The product's button: the same look as its other secondary buttons, and it has the focus.
    expect(await closeButton.getAttribute('class')).toContain('button');
    expect(await closeButton.evaluate((button) => button === document.activeElement)).toBe(true);
    const legend = dialog.locator('.map-legend');
    await legend.waitFor();
    // Map and legend are both inside the window, without scrolling the dialog.
    const inView = await legend.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const map = element.closest('.map-fullscreen')?.querySelector('svg')?.getBoundingClientRect();
      return { legendBottom: box.bottom, mapHeight: map?.height ?? 0, windowHeight: window.innerHeight };
    });
    expect(inView.legendBottom).toBeLessThanOrEqual(inView.windowHeight);
    expect(inView.mapHeight).toBeGreaterThan(inView.windowHeight / 3);
    await closeButton.click();
    await dialog.waitFor({ state: 'detached' });
  });
}
