import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DASHBOARD_HEADING } from '../support/browser-app';
import { browserSuite } from '../support/browser-suite';

/**
 * The README's pictures of the product, taken by the suite so that they show what the code draws today:
 * docs/screenshots/dashboard.png and country-page.png, 1280×800, the clock fixed so that a run changes a picture
 * only when the page itself changed.
 */

jest.setTimeout(60_000);

const SCREENSHOTS = path.join(__dirname, '..', '..', 'docs', 'screenshots');
const VIEWPORT = { width: 1280, height: 800 };
/** PNGs for the README: each kept small enough to read on a slow connection. */
const MOST_BYTES = 400 * 1024;

const suite = browserSuite({ stepTimeoutMs: 20_000 });

async function openAsAdmin(pathname: string): Promise<void> {
  await suite.page.setViewportSize(VIEWPORT);
  await suite.page.clock.setFixedTime(new Date('2026-03-02T09:30:00Z'));
  const token = await suite.app.server.login('admin', 'Vigil-admin-1');
  await suite.page.goto(`${suite.app.server.url}${pathname}?login_token=${encodeURIComponent(token)}`);
}

/** Waits until the page has settled (its data, pictures and map drawn, the sign-in overlay gone), then saves it. */
async function save(name: string): Promise<Buffer> {
  await suite.page.locator('.waiting-overlay').waitFor({ state: 'detached' });
  await suite.page.waitForLoadState('networkidle');
  await suite.page.waitForFunction(() => [...document.images].every((image) => image.complete));
  // Past the header's transition and the map's first frames.
  await suite.page.waitForTimeout(500);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const picture = await suite.page.screenshot({ type: 'png', scale: 'css', animations: 'disabled', caret: 'hide' });
  writeFileSync(path.join(SCREENSHOTS, name), picture);
  return picture;
}

function pngSize(picture: Buffer): { width: number; height: number } {
  return { width: picture.readUInt32BE(16), height: picture.readUInt32BE(20) };
}

it('takes the dashboard', async () => {
  await openAsAdmin('/');
  await suite.page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
  await suite.page.getByRole('link', { name: /Country risk analysis/ }).first().waitFor();

  const picture = await save('dashboard.png');

  expect(pngSize(picture)).toEqual(VIEWPORT);
  expect(picture.length).toBeLessThan(MOST_BYTES);
});

it('takes the country page of Italy', async () => {
  const italy = await suite.app.server.server.db.selectFrom('countries').select('id').where('iso2', '=', 'IT').executeTakeFirstOrThrow();
  await openAsAdmin(`/Gpa/detail/${italy.id}`);
  await suite.page.getByRole('heading', { level: 1, name: /Italy/ }).waitFor();

  const picture = await save('country-page.png');

  expect(pngSize(picture)).toEqual(VIEWPORT);
  expect(picture.length).toBeLessThan(MOST_BYTES);
});
