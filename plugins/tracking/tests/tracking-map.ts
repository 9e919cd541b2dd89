import type { Page } from 'playwright-core';
import { ingestRequest, type SimulatedDevice } from '../../../cli/track/ingest-request';
import { sendIngestRequest } from '../../../cli/track/send-ingest-request';
import type { SimulatedFix } from '../../../cli/track/simulated-fix';
import type { DeviceSetup } from '../contract';

/** The traveller's name as the GPS screens show it. */
export const TRAVELLER = 'Tom Traveller';

/** A fix as a phone measures it, here or at `ageMs` ago. */
export function phoneFix(lat: number, lon: number, ageMs = 0, sos = false): SimulatedFix {
  return { lat, lon, timeMs: Math.floor((Date.now() - ageMs) / 1000) * 1000, speed: 4, bearing: 90, altitude: 180, accuracy: 12, battery: 0.8, charging: false, sos };
}

/** Sends a fix as the device's app puts it on the wire (cli/track's builders, the simulator's too); answers the status. */
export async function sendAsApp(device: SimulatedDevice, fix: SimulatedFix): Promise<number | null> {
  return (await sendIngestRequest(ingestRequest(device, fix), 10_000)).status;
}

/** Pairs a device for an employee as an admin through the API, and answers it as the simulator drives one. */
export async function pairedDevice(
  baseUrl: string,
  credentials: { loginToken: string; appToken: string },
  employee: number,
  protocol: SimulatedDevice['protocol'],
  index = 0,
): Promise<SimulatedDevice> {
  const app = protocol.startsWith('traccar') ? 'traccar' : protocol;
  const response = await fetch(`${baseUrl}/api/tracking/pairDevice`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login_token: credentials.loginToken, app_token: credentials.appToken, employee: String(employee), app }),
  });
  if (!response.ok) throw new Error(`pairDevice answered ${response.status}: ${await response.text()}`);
  const { setup } = (await response.json()) as { setup: DeviceSetup };
  return { protocol, setup, index };
}

/** Where the map draws a person's marker now (its SVG transform), or null when it draws none. */
export function markerOf(page: Page, name: string): Promise<string | null> {
  return page.locator(`.map-marker[aria-label="${name}"]`).first().getAttribute('transform', { timeout: 2_000 }).catch(() => null);
}

/** Waits until the person's marker is drawn somewhere else than `before`. */
export async function markerMoved(page: Page, name: string, before: string | null, timeoutMs = 3_000, cause = 'a position'): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await markerOf(page, name);
    if (now !== null && now !== before) return now;
    if (Date.now() > deadline) throw new Error(`The marker of ${name} did not move from ${before} within ${timeoutMs} ms of ${cause}`);
    await page.waitForTimeout(50);
  }
}
