import type { Page } from 'playwright-core';
import { signInToDashboard } from '../../../tests/support/browser-app';
import { browserSuite } from '../../../tests/support/browser-suite';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import type { TrackingTables } from '../server/tables';
import { markerMoved, markerOf, pairedDevice, phoneFix, sendAsApp, TRAVELLER } from './tracking-map';

/**
 * Issue 20 in real Chromium: positions sent by the apps, in their own bytes, move the traveller on an open /Gps
 * page without a reload; an SOS two hours late puts them first at once and stays until closed; a quiet device
 * turns Unreachable.
 */
jest.setTimeout(120_000);

const suite = browserSuite({ stepTimeoutMs: 10_000 });

async function travellerId(): Promise<number> {
  const db = pluginDatabase<TrackingTables>(suite.app.server);
  return (await db.selectFrom('customers').select('id').where('username', '=', 'traveller').executeTakeFirstOrThrow()).id;
}

// Each test pairs its own phones: the ones of the tests before are revoked (at most 5 per person).
beforeEach(async () => {
  const db = pluginDatabase<TrackingTables>(suite.app.server);
  await db.updateTable('tracking_devices').set({ revoked_at: new Date().toISOString() }).where('customer_id', '=', await travellerId()).where('revoked_at', 'is', null).execute();
});

async function adminCredentials(): Promise<{ loginToken: string; appToken: string }> {
  return { loginToken: await suite.app.server.login('admin', 'Vigil-admin-1'), appToken: suite.app.server.appToken };
}

async function openGps(page: Page): Promise<void> {
  const base = suite.app.server.url;
  // Minsk, where nobody else of the demo is: the traveller's marker stands alone, never in a cluster.
  const db = pluginDatabase<TrackingTables>(suite.app.server);
  await db.updateTable('tracking_people').set({ lat: 53.9, lon: 27.56 }).where('customer_id', '=', await travellerId()).execute();
  await signInToDashboard(page, base, 'admin', 'Vigil-admin-1');
  await page.goto(`${base}/Gps`);
  await page.locator(`.map-marker[aria-label="${TRAVELLER}"]`).first().waitFor();
  // A reload would lose this mark: the page must follow the positions by itself.
  await page.evaluate(() => { (window as unknown as { sameDocument: boolean }).sameDocument = true; });
}

function travellerBox(page: Page) {
  return page.locator('.gps-box', { hasText: TRAVELLER });
}

it("pairs a device for the traveller on their GPS detail, whose secret the phone then sends with", async () => {
  const { page } = suite;
  const base = suite.app.server.url;
  await signInToDashboard(page, base, 'admin', 'Vigil-admin-1');
  await page.goto(`${base}/Gps/detail/${await travellerId()}`);
  const form = page.getByRole('form', { name: 'Pair a device' });
  await form.getByLabel('App').selectOption({ label: 'Traccar Client' });
  await form.getByLabel('Name').fill("Tom's phone");
  await form.getByRole('button', { name: 'Pair a device' }).click();
  const setup = page.getByRole('region', { name: 'Set up Traccar Client' });
  const identifier = (await setup.getByTestId('setup-identifier').textContent()) ?? '';
  const url = (await setup.getByTestId('setup-url').textContent()) ?? '';
  expect(identifier).toMatch(/^[A-Za-z0-9_-]{32}$/);
  expect(await setup.getByRole('img', { name: 'QR code of the address' }).isVisible()).toBe(true);
  const phone = { protocol: 'traccar-form' as const, index: 1, setup: { url: `${base}${new URL(url).pathname}`, identifier, password: null } };
  expect(await sendAsApp(phone, phoneFix(44.43, 26.1))).toBe(200);
  await setup.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('list', { name: 'Devices' }).getByText("Tom's phone").waitFor();
});

it('moves the traveller on an open /Gps as OsmAnd, Traccar Client (query, form, JSON) and OwnTracks send positions', async () => {
  const { page } = suite;
  const credentials = await adminCredentials();
  const traveller = await travellerId();
  const base = suite.app.server.url;
  const devices = [
    await pairedDevice(base, credentials, traveller, 'osmand'),
    await pairedDevice(base, credentials, traveller, 'traccar-form', 0),
    await pairedDevice(base, credentials, traveller, 'traccar-form', 1),
    await pairedDevice(base, credentials, traveller, 'traccar-json'),
    await pairedDevice(base, credentials, traveller, 'owntracks'),
  ];
  await openGps(page);
  // Vienna, Prague, Warsaw, Budapest, Zagreb: inside the list map's first view, far from the other demo staff; a
  // second apart from now on (a fix no newer than the latest moves nobody; one minutes ahead is accepted).
  const places = [[48.21, 16.37], [50.08, 14.43], [52.23, 21.01], [47.5, 19.04], [45.81, 15.98]] as const;
  let where = await markerOf(page, TRAVELLER);
  for (const [index, device] of devices.entries()) {
    const [lat, lon] = places[index] ?? [0, 0];
    expect({ protocol: device.protocol, index: device.index, status: await sendAsApp(device, phoneFix(lat, lon, -index * 1000)) }).toEqual({ protocol: device.protocol, index: device.index, status: 200 });
    where = await markerMoved(page, TRAVELLER, where, 3_000, `${device.protocol} ${device.index}`);
  }
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

it('puts the traveller first, as SOS, within a second of an SOS two hours old, until an operator closes it with a note', async () => {
  const { page } = suite;
  const credentials = await adminCredentials();
  const device = await pairedDevice(suite.app.server.url, credentials, await travellerId(), 'traccar-json');
  await openGps(page);
  await page.getByLabel('Order by').selectOption({ label: 'Status' });

  expect(await sendAsApp(device, phoneFix(48.85, 2.35, 2 * 60 * 60 * 1000, true))).toBe(200);
  const acknowledged = Date.now();
  const first = page.locator('.gps-box').first();
  await first.locator('.gps-status-sos').waitFor({ timeout: 1_000 });
  expect(Date.now() - acknowledged).toBeLessThan(1_000);
  expect(await first.textContent()).toContain(TRAVELLER);

  // A later ordinary fix does not silence it.
  expect(await sendAsApp(device, phoneFix(48.86, 2.36))).toBe(200);
  await page.waitForTimeout(500);
  expect(await travellerBox(page).locator('.gps-status-sos').count()).toBe(1);

  // The operator opens the person from the list and closes the SOS with a note, on their detail.
  await travellerBox(page).getByRole('link', { name: TRAVELLER }).click();
  const sosPanel = page.getByRole('alert', { name: 'SOS', exact: true });
  await sosPanel.getByRole('button', { name: 'Close SOS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close the SOS' });
  // No note, no closing: the submit waits for one.
  expect(await dialog.getByRole('button', { name: 'Close the SOS' }).getAttribute('aria-disabled')).toBe('true');
  await dialog.getByLabel('Note (what was done, why it is closed)').fill('Called him: safe.');
  await dialog.getByRole('button', { name: 'Close the SOS' }).click();
  await page.getByText('SOS closed').waitFor();
  await sosPanel.waitFor({ state: 'detached', timeout: 2_000 });
  const db = pluginDatabase<TrackingTables>(suite.app.server);
  const sos = await db.selectFrom('tracking_sos').select(['closed_at', 'close_note']).where('customer_id', '=', await travellerId()).orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(sos.close_note).toBe('Called him: safe.');
  expect(sos.closed_at).not.toBeNull();
  await page.goBack();
  await travellerBox(page).locator('.gps-status-sos').waitFor({ state: 'detached', timeout: 2_000 });
});

it('turns a device that goes quiet Unreachable, on the open page', async () => {
  const { page } = suite;
  const db = pluginDatabase<TrackingTables>(suite.app.server);
  const company = await db.selectFrom('companies').select('id').where('is_demo', '=', 1).executeTakeFirstOrThrow();
  // Two seconds between fixes: Unreachable after six seconds of silence.
  await db.updateTable('tracking_settings').set({ interval_seconds: 2 }).where('company_id', '=', company.id).execute();
  const device = await pairedDevice(suite.app.server.url, await adminCredentials(), await travellerId(), 'osmand');
  expect(await sendAsApp(device, phoneFix(41.9, 12.5))).toBe(200);
  await openGps(page);
  await travellerBox(page).locator('.gps-status-secure').waitFor({ timeout: 3_000 });
  await travellerBox(page).locator('.gps-status-unreachable').waitFor({ timeout: 25_000 });
  await db.updateTable('tracking_settings').set({ interval_seconds: 60 }).where('company_id', '=', company.id).execute();
});
