import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { signInToDashboard } from '../../../tests/support/browser-app';
import { launchChromium, type LaunchedBrowser } from '../../../tests/support/chromium';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import { buildServerBundle, startBundle, stopBundle, type StartedBundle } from '../../../tests/support/server-bundle';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { testWebRoot } from '../../../tests/support/test-web-root';
import type { TrackingTables } from '../server/tables';
import { markerMoved, markerOf, pairedDevice, phoneFix, sendAsApp, TRAVELLER } from './tracking-map';

/**
 * Issue 20, many processes: two servers on one PostgreSQL, the page served by one, the phone talking to the other
 * (the built bundle, a process of its own, as `npm start` runs it). The position travels as an id through
 * PostgreSQL's NOTIFY and the page's server reads it from the database.
 */
jest.setTimeout(120_000);

const repoRoot = path.resolve(__dirname, '../../..');
const outDir = path.join(repoRoot, '.tmp', `tracking-processes-${randomBytes(4).toString('hex')}`);

let database: TestDatabase;
let pageServer: TestServer;
let phoneServer: StartedBundle;
let browser: LaunchedBrowser;

beforeAll(async () => {
  database = await createTestDatabase('postgres');
  pageServer = await startTestServer({ database, webRoot: testWebRoot(), listen: true });
  buildServerBundle(path.join(outDir, 'main.cjs'));
  phoneServer = await startBundle(path.join(outDir, 'main.cjs'), database);
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  if (phoneServer) await stopBundle(phoneServer.child);
  await pageServer?.close();
  await database?.close();
  rmSync(outDir, { recursive: true, force: true });
});

it('a position sent to one server process moves the traveller on a page the other serves', async () => {
  const db = pluginDatabase<TrackingTables>(pageServer);
  const traveller = (await db.selectFrom('customers').select('id').where('username', '=', 'traveller').executeTakeFirstOrThrow()).id;
  const credentials = { loginToken: await pageServer.login('admin', 'Vigil-admin-1'), appToken: pageServer.appToken };
  // Paired through the phone's server; the phone then talks to that server only.
  const device = await pairedDevice(phoneServer.url, credentials, traveller, 'traccar-json');

  // Minsk, where nobody else of the demo is: the traveller's marker stands alone, never in a cluster.
  await db.updateTable('tracking_people').set({ lat: 53.9, lon: 27.56 }).where('customer_id', '=', traveller).execute();
  const page = await browser.newPage();
  await signInToDashboard(page, pageServer.url, 'admin', 'Vigil-admin-1');
  await page.goto(`${pageServer.url}/Gps`);
  await page.locator(`.map-marker[aria-label="${TRAVELLER}"]`).first().waitFor();
  const before = await markerOf(page, TRAVELLER);

  const phone = { ...device, setup: { ...device.setup, url: `${phoneServer.url}/api/tracking/traccar` } };
  expect(await sendAsApp(phone, phoneFix(50.45, 30.52))).toBe(200);
  await markerMoved(page, TRAVELLER, before, 2_000);
  await page.close();
});
