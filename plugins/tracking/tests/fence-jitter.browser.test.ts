import type { Page } from 'playwright-core';
import { signInToDashboard } from '../../../tests/support/browser-app';
import { browserSuite } from '../../../tests/support/browser-suite';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import type { TrackingTables } from '../server/tables';
import { pairedDevice, phoneFix, sendAsApp, TRAVELLER } from './tracking-map';

/**
 * Issue 20, Geofences, in real Chromium: an admin draws a circle on /Gps; then the traveller's phone (OsmAnd)
 * sends fixes of 80 m accuracy that jitter back and forth across its border. Done when: no run of entries and
 * exits, only the one entry once they are well inside, where /Gps shows them as Geofences.
 */
jest.setTimeout(120_000);

const suite = browserSuite({ stepTimeoutMs: 10_000 });
// Minsk, where nobody else of the demo is.
const MINSK = { lat: 53.9, lon: 27.56 };
const RADIUS = 1000;
/** Metres of a degree of latitude on the judge's sphere. */
const METRES_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;

function db() {
  return pluginDatabase<TrackingTables>(suite.app.server);
}

async function travellerId(): Promise<number> {
  return (await db().selectFrom('customers').select('id').where('username', '=', 'traveller').executeTakeFirstOrThrow()).id;
}

function travellerBox(page: Page) {
  return page.locator('.gps-box', { hasText: TRAVELLER });
}

/** The fence as an admin draws it: its centre clicked on the map opened at the traveller, its radius typed. */
async function drawFence(page: Page, name: string): Promise<void> {
  // Focus, as hovering does: the page points its maps at the traveller.
  await travellerBox(page).getByRole('link').first().focus();
  await page.getByRole('button', { name: 'Geofences' }).click();
  await page.getByRole('button', { name: 'Add a geofence' }).click();
  const form = page.getByRole('form', { name: 'New geofence' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Radius (metres)').fill(String(RADIUS));
  const map = form.getByRole('group', { name: 'Map to draw the geofence on' });
  const box = await map.boundingBox();
  if (!box) throw new Error('The drawing map is not shown');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await form.getByText(/^Centre: /).waitFor();
  await form.getByRole('button', { name: 'Save the geofence' }).click();
  await page.getByRole('list', { name: 'Geofences' }).getByText(name).waitFor();
}

beforeAll(async () => {
  const traveller = await travellerId();
  const company = await db().selectFrom('companies').select('id').where('is_demo', '=', 1).executeTakeFirstOrThrow();
  await db().deleteFrom('tracking_fence_events').where('company_id', '=', company.id).execute();
  await db().deleteFrom('tracking_fence_states').where('customer_id', '=', traveller).execute();
  await db().deleteFrom('tracking_fences').where('company_id', '=', company.id).execute();
  // The demo's own track is older than the fixes sent here, so each of them moves the traveller.
  const anHourAgo = new Date(Date.now() - 60 * 60_000).toISOString();
  await db().updateTable('tracking_people').set({ lat: MINSK.lat, lon: MINSK.lon, last_fix_time: anHourAgo, in_fence: 0 }).where('customer_id', '=', traveller).execute();
});

it('draws a circle on /Gps, and 80 m fixes jittering across its border cause no run of entries and exits', async () => {
  const { page } = suite;
  const base = suite.app.server.url;
  const traveller = await travellerId();
  await signInToDashboard(page, base, 'admin', 'Vigil-admin-1');
  await page.goto(`${base}/Gps`);
  await drawFence(page, 'Minsk office');
  await page.getByRole('group', { name: 'Map of the people on tracking' }).getByRole('img', { name: 'Minsk office' }).waitFor();

  const fence = await db().selectFrom('tracking_fences').select(['id', 'kind', 'geometry']).where('name', '=', 'Minsk office').executeTakeFirstOrThrow();
  const { lat, lon, radius } = JSON.parse(fence.geometry) as { lat: number; lon: number; radius: number };
  expect({ kind: fence.kind, radius }).toEqual({ kind: 'circle', radius: RADIUS });
  // Clicked at the centre of a map opened on the traveller, at street level: within a few tens of metres.
  expect(Math.abs(lat - MINSK.lat) * METRES_PER_DEGREE).toBeLessThan(100);
  expect(Math.abs(lon - MINSK.lon) * METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180)).toBeLessThan(100);

  const device = await pairedDevice(base, { loginToken: await suite.app.server.login('admin', 'Vigil-admin-1'), appToken: suite.app.server.appToken }, traveller, 'osmand');
  const north = (metres: number): number => lat + metres / METRES_PER_DEGREE;
  const start = Date.now() - 4 * 60_000;
  const fixAt = (metres: number, offsetMs: number) => ({ ...phoneFix(north(metres), lon), timeMs: start + offsetMs, accuracy: 80 });
  // 150 m either side of the border, every 10 s: each fix clearly on its side (80 m accuracy + 50 m hysteresis).
  for (let index = 0; index < 12; index += 1) {
    const metres = index % 2 === 0 ? RADIUS - 150 : RADIUS + 150;
    expect(await sendAsApp(device, fixAt(metres, index * 10_000))).toBe(200);
  }
  await page.waitForTimeout(1_000);
  expect(await travellerBox(page).locator('.gps-status-geofences').count()).toBe(0);
  expect(await db().selectFrom('tracking_fence_events').select('kind').where('customer_id', '=', traveller).execute()).toEqual([]);

  // Then well inside, for more than the dwell of a minute: one entry, and the open /Gps shows Geofences.
  for (const offset of [130_000, 170_000, 210_000]) expect(await sendAsApp(device, fixAt(0, offset))).toBe(200);
  await travellerBox(page).locator('.gps-status-geofences').waitFor({ timeout: 5_000 });
  const events = await db().selectFrom('tracking_fence_events').select(['kind', 'fence_id', 'fix_time']).where('customer_id', '=', traveller).execute();
  expect(events).toEqual([{ kind: 'entry', fence_id: fence.id, fix_time: new Date(start + 130_000).toISOString() }]);

  // The detail's logs hold every fix sent, all of 80 m accuracy: the judge saw them all and flapped on none.
  await page.goto(`${base}/Gps/detail/${traveller}`);
  const logs = page.locator('table.gps-logs tbody tr');
  await logs.first().waitFor();
  const rows = await logs.evaluateAll((items) => items.map((row) => row.querySelectorAll('td')[3]?.textContent ?? ''));
  expect(rows.filter((accuracy) => accuracy === '80')).toHaveLength(15);
  // Beside them, the one entry the jitter left, named after the fence; and the person on the detail's map.
  const entries = page.getByRole('region', { name: 'Geofence entries and exits' }).getByRole('listitem');
  expect(await entries.allTextContents()).toEqual([expect.stringMatching(/^Entered Minsk office /)]);
  await page.getByRole('region', { name: 'Tracking map' }).locator('.map-marker').first().waitFor();
});
