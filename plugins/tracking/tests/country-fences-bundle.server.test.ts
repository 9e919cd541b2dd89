import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { CustomerSession } from '@vigil/core';
import defaults from '../../../config/default.json';
import { buildServerBundle, startBundle, stopBundle, type StartedBundle } from '../../../tests/support/server-bundle';
import { createTestDatabase, openTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { getPersonTrack, pairDevice, type DeviceSetup, type FenceEvent, type TrackedPerson } from '../contract';
import { traccarFields } from './app-requests';
import { fixTimeAgo, ingestUrl, secretOf } from './tracking-suite';

/**
 * Country geofences in the built server, run as `npm start` runs it, not only under jest: the bundle once loaded
 * the country outlines with an import Node's loader refused (a JSON module without its type), so nobody was ever
 * found inside a country at risk, and every batch of fixes asked gpa for the countries again.
 */
const outDir = path.join(__dirname, '../../../.tmp', `country-fences-bundle-${randomBytes(4).toString('hex')}`);
const outfile = path.join(outDir, 'main.cjs');

let database: TestDatabase;
let bundle: StartedBundle;
beforeAll(async () => {
  buildServerBundle(outfile);
  database = await createTestDatabase();
  bundle = await startBundle(outfile, database);
}, 90_000);
afterAll(async () => {
  if (bundle) await stopBundle(bundle.child);
  rmSync(outDir, { recursive: true, force: true });
  await database?.close();
});

// Either side of the Swiss-Italian border, each a few kilometres from it.
const LUGANO = { lat: 46.0037, lon: 8.9511 };
const COMO = { lat: 45.8081, lon: 9.0852 };

async function call<T>(method: 'GET' | 'POST', callPath: string, fields: Record<string, string>): Promise<T> {
  const form = new URLSearchParams({ ...fields, app_token: defaults.appToken });
  const response = method === 'GET'
    ? await fetch(`${bundle.url}/api${callPath}?${form.toString()}`)
    : await fetch(`${bundle.url}/api${callPath}`, { method, body: form });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

test('a person tracked into a country at high risk is in Geofences, with the entry under the country\'s name', async () => {
  // Before the first fix, which is when the server first asks gpa for the countries at risk: only Switzerland is.
  const connection = await openTestDatabase(database);
  try {
    await sql`UPDATE country_risk_profiles SET evaluation_tenths = 20`.execute(connection.db);
    await sql`UPDATE country_risk_profiles SET evaluation_tenths = 70 WHERE country_id = (SELECT id FROM countries WHERE iso2 = 'CH')`.execute(connection.db);
  } finally {
    await connection.close();
  }
  const { login_token: token } = await call<CustomerSession>('POST', '/customers/loginCustomer', { username: 'admin', password: 'Vigil-admin-1' });
  const added = await call<{ employee: { id: number } }>('POST', '/customers/addEmployee', {
    login_token: token, name: 'Border', surname: 'Walker', email: 'border-walker@bundle.vigil.example', phone: '+41 91 000 00 00',
  });
  const employee = String(added.employee.id);
  await call('POST', '/customers/editEmployee', { login_token: token, customer: employee, isTrackingEnable: '1' });
  const { setup } = await call<{ setup: DeviceSetup }>('POST', pairDevice.path, { login_token: token, app: 'traccar', employee });

  // Traccar Client's form, a fix every 30 s: the judge confirms a side on the clear fix a minute after the first.
  let time = fixTimeAgo(30 * 60_000);
  for (const place of [COMO, COMO, LUGANO, LUGANO, LUGANO]) {
    const sent = await fetch(`${bundle.url}${ingestUrl('traccar')}`, { method: 'POST', body: traccarFields(secretOf(setup), { ...place, time }) });
    expect(sent.status).toBe(200);
    time += 30_000;
  }
  const track = await call<{ person: TrackedPerson; fenceEvents: FenceEvent[] }>('GET', getPersonTrack.path, { login_token: token, employee });
  expect(track.fenceEvents.map((event) => `${event.kind} ${event.fence}`)).toEqual(['entry Switzerland']);
  expect(track.person.status).toBe('geofences');
  // The server's log (pino's JSON lines, level 50 for an error) says nothing went wrong on the way.
  expect(bundle.output()).not.toMatch(/"level":50/);
}, 60_000);
