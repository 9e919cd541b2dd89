import type { Page } from 'playwright-core';
import { ingestRequest, type SimulatedDevice } from '../../../cli/track/ingest-request';
import { sendIngestRequest } from '../../../cli/track/send-ingest-request';
import { signInToDashboard } from '../../../tests/support/browser-app';
import { browserSuite } from '../../../tests/support/browser-suite';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import { closeSos, pairDevice, SOS_TOPIC, type DeviceSetup } from '../../tracking/contract';

/**
 * Issue 20, "an SOS reaches every admin's screen at once", in real Chromium: with an admin on the dashboard (not
 * /Gps), an SOS the traveller's phone sends shows in the alert bar above the page within a second, linked to their
 * GPS detail, and goes once an operator closes it.
 */
jest.setTimeout(90_000);

const suite = browserSuite({ stepTimeoutMs: 10_000 });
const TRAVELLER = 'Tom Traveller';

/** What this test reads of the platform's and tracking's tables. */
interface Tables {
  customers: { id: number; username: string };
  tracking_sos: { id: number; customer_id: number; closed_at: string | null };
}

async function form(path: string, fields: Record<string, string>): Promise<Response> {
  const { server } = suite.app;
  const loginToken = await server.login('admin', 'Vigil-admin-1');
  return fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login_token: loginToken, app_token: server.appToken, ...fields }),
  });
}

/** Resolves once the page's live socket has had the SOS topic's snapshot: the notice is following it. */
function sosSnapshot(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.includes('"snapshot"') && text.includes(SOS_TOPIC)) resolve();
      }),
    );
  });
}

it("shows the traveller's SOS on the admin's dashboard within a second, linked to the detail, until it is closed", async () => {
  const { page } = suite;
  const base = suite.app.server.url;
  const db = pluginDatabase<Tables>(suite.app.server);
  const traveller = (await db.selectFrom('customers').select('id').where('username', '=', 'traveller').executeTakeFirstOrThrow()).id;
  const paired = await form(pairDevice.path, { employee: String(traveller), app: 'traccar' });
  expect(paired.status).toBe(200);
  const { setup } = (await paired.json()) as { setup: DeviceSetup };
  const phone: SimulatedDevice = { protocol: 'traccar-json', setup, index: 0 };

  const following = sosSnapshot(page);
  await signInToDashboard(page, base, 'admin', 'Vigil-admin-1');
  await following;
  const bar = page.getByRole('alert', { name: 'Open SOS' });
  const entry = bar.getByRole('link', { name: `SOS: ${TRAVELLER}` });
  expect(await entry.count()).toBe(0);

  const fix = { lat: 48.85, lon: 2.35, timeMs: Math.floor(Date.now() / 1000) * 1000, speed: 0, bearing: 0, altitude: 35, accuracy: 10, battery: 0.6, charging: false, sos: true };
  expect((await sendIngestRequest(ingestRequest(phone, fix), 10_000)).status).toBe(200);
  const acknowledged = Date.now();
  await entry.waitFor({ timeout: 1_000 });
  expect(Date.now() - acknowledged).toBeLessThan(1_000);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await entry.getAttribute('href')).toBe(`/Gps/detail/${traveller}`);

  const sos = await db.selectFrom('tracking_sos').select('id').where('customer_id', '=', traveller).where('closed_at', 'is', null).executeTakeFirstOrThrow();
  expect((await form(closeSos.path, { sos: String(sos.id), note: 'Called him: safe.' })).status).toBe(200);
  await entry.waitFor({ state: 'detached', timeout: 2_000 });
});
