import { secretHash } from './device-secret';
import type { TrackingApp } from '../contract';
import type { TrackingDatabase } from './tables';
import { DEFAULT_INTERVAL_SECONDS, DEFAULT_RETENTION_DAYS } from './tracking-settings';

/**
 * The demo traveller's Traccar Client identifier. Demo content only, public by design (like the demo passwords):
 * with it anyone can move the demo traveller (`vigil track simulate`, the browser suite). Never on a real company.
 */
export const DEMO_TRAVELLER_SECRET = 'demo-traveller-device';

/** The other demo staff's devices: a secret each, from their username, for the same demo use. */
export function demoDeviceSecret(username: string): string {
  return `demo-device-${username}`;
}

/** Where the demo staff are: cities of the seeded geography (name, ISO country), near the demo projects. */
const DEMO_PLACES: ReadonlyArray<readonly [string, string]> = [
  ['Milan', 'IT'],
  ['Lagos', 'NG'],
  ['Jakarta', 'ID'],
  ['Stockholm', 'SE'],
  ['Accra', 'GH'],
  ['Madrid', 'ES'],
  ['Rome', 'IT'],
];

const APPS: readonly TrackingApp[] = ['osmand', 'traccar', 'owntracks'];
const FIXES_PER_PERSON = 3;
const MINUTE_MS = 60_000;

/**
 * Seed step 'tracking-demo-devices': the demo company's settings; a device for each of the demo staff (not the
 * admin, not disabled accounts), and fixes for those the demo personnel has tracked (host/server/personnel: the
 * traveller and three more; an admin's own choice, in an installation older than this module, stays as it is), a device each (Traccar Client for the traveller, the apps in turn
 * for the others) and a few fixes around a seeded city, so /Gps shows people at first start.
 */
export async function seedDemoDevices(db: TrackingDatabase, base: Date = new Date()): Promise<void> {
  const company = await db.selectFrom('companies').select('id').where('is_demo', '=', 1).orderBy('id').executeTakeFirst();
  if (!company) return;
  await db
    .insertInto('tracking_settings')
    .values({ company_id: company.id, interval_seconds: DEFAULT_INTERVAL_SECONDS, retention_days: DEFAULT_RETENTION_DAYS })
    .onConflict((conflict) => conflict.column('company_id').doNothing())
    .execute();
  const staff = await db
    .selectFrom('customers')
    .select(['id', 'username', 'tracking_enabled'])
    .where('company_id', '=', company.id)
    .where('hidden', '=', 0)
    .where('username', '!=', 'admin')
    .orderBy('id')
    .execute();
  if (staff.length === 0) return;
  const places = await demoPlaces(db);
  const now = base.getTime();
  for (const [index, person] of staff.entries()) {
    const app: TrackingApp = person.username === 'traveller' ? 'traccar' : (APPS[index % APPS.length] ?? 'traccar');
    const secret = person.username === 'traveller' ? DEMO_TRAVELLER_SECRET : demoDeviceSecret(person.username);
    const device = await db
      .insertInto('tracking_devices')
      .values({
        company_id: company.id,
        customer_id: person.id,
        app,
        label: 'Demo phone',
        secret_hash: secretHash(secret),
        login: app === 'owntracks' ? `vigil-demo-${person.id}` : null,
        created_at: base.toISOString(),
        last_seen_at: null,
        revoked_at: null,
      })
      .onConflict((conflict) => conflict.column('secret_hash').doNothing())
      .returning('id')
      .executeTakeFirst();
    const place = places[index % Math.max(places.length, 1)];
    // Positions only of the people the admin tracks (privacy by design: nobody else's are kept).
    if (!device || !place || person.tracking_enabled !== 1) continue;
    await seedFixes(db, { companyId: company.id, customerId: person.id, deviceId: device.id, app }, place, index, now);
  }
}

interface DemoDevice {
  companyId: number;
  customerId: number;
  deviceId: number;
  app: TrackingApp;
}

/** A short walk near the city centre, the newest fix a minute ago; the person stands at the newest. */
async function seedFixes(db: TrackingDatabase, device: DemoDevice, place: { lat: number; lon: number }, index: number, now: number): Promise<void> {
  const fixes = Array.from({ length: FIXES_PER_PERSON }, (_, step) => {
    const age = (FIXES_PER_PERSON - step) * MINUTE_MS;
    return {
      company_id: device.companyId,
      customer_id: device.customerId,
      device_id: device.deviceId,
      source: device.app,
      fix_time: new Date(now - age).toISOString(),
      received_at: new Date(now - age + 2000).toISOString(),
      lat: place.lat + 0.002 * ((index % 5) - 2) + 0.0004 * step,
      lon: place.lon + 0.002 * ((index % 3) - 1) + 0.0003 * step,
      speed: 1.3,
      course: 45,
      altitude: null,
      accuracy: 12,
      battery: 80 - step,
      charging: 0,
      alarm: null,
    };
  });
  const rows = await db.insertInto('tracking_positions').values(fixes).returning('id').execute();
  const latest = fixes[fixes.length - 1];
  const latestId = rows[rows.length - 1]?.id;
  if (!latest || latestId === undefined) return;
  await db
    .insertInto('tracking_people')
    .values({
      customer_id: device.customerId,
      company_id: device.companyId,
      paused: 0,
      tracking_since: fixes[0]?.fix_time ?? latest.fix_time,
      last_position_id: latestId,
      last_fix_time: latest.fix_time,
      last_received_at: latest.received_at,
      lat: latest.lat,
      lon: latest.lon,
      accuracy: latest.accuracy,
      battery: latest.battery,
      in_fence: 0,
      version: 1,
    })
    .onConflict((conflict) => conflict.column('customer_id').doNothing())
    .execute();
  await db.updateTable('tracking_devices').set({ last_seen_at: latest.received_at }).where('id', '=', device.deviceId).execute();
}

/** The demo places present in the seeded geography (the most populous city of each name in its country). */
async function demoPlaces(db: TrackingDatabase): Promise<Array<{ lat: number; lon: number }>> {
  const rows = await db
    .selectFrom('cities')
    .innerJoin('countries', 'countries.id', 'cities.country_id')
    .select(['cities.name', 'countries.iso2', 'cities.latitude', 'cities.longitude', 'cities.population'])
    .where('cities.name', 'in', DEMO_PLACES.map(([name]) => name))
    .orderBy('cities.population', 'desc')
    .execute();
  return DEMO_PLACES.flatMap(([name, iso2]) => {
    const city = rows.find((row) => row.name === name && row.iso2 === iso2);
    return city ? [{ lat: city.latitude, lon: city.longitude }] : [];
  });
}
