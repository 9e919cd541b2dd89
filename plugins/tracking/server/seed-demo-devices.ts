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
  // In batches: four statements a person took 21 s for a suite's 7,000 people on PostgreSQL.
  for (let start = 0; start < staff.length; start += PEOPLE_PER_BATCH) {
    await seedBatch(db, company.id, staff.slice(start, start + PEOPLE_PER_BATCH), start, places, base, now);
  }
}

/** Rows a statement: within SQLite's and PostgreSQL's bound-parameter limits at 15 columns a fix. */
const PEOPLE_PER_BATCH = 500;

interface DemoPerson {
  id: number;
  username: string;
  tracking_enabled: number;
}

async function seedBatch(
  db: TrackingDatabase,
  companyId: number,
  people: readonly DemoPerson[],
  firstIndex: number,
  places: ReadonlyArray<{ lat: number; lon: number }>,
  base: Date,
  now: number,
): Promise<void> {
  const planned = people.map((person, offset) => {
    const index = firstIndex + offset;
    const app: TrackingApp = person.username === 'traveller' ? 'traccar' : (APPS[index % APPS.length] ?? 'traccar');
    const place = places[index % Math.max(places.length, 1)];
    // Positions only of the people the admin tracks (privacy by design: nobody else's are kept).
    const fixes = place && person.tracking_enabled === 1 ? demoFixes(companyId, person.id, app, place, index, now) : [];
    return { person, app, fixes };
  });
  const devices = await db
    .insertInto('tracking_devices')
    .values(
      planned.map(({ person, app, fixes }) => ({
        company_id: companyId,
        customer_id: person.id,
        app,
        label: 'Demo phone',
        secret_hash: secretHash(person.username === 'traveller' ? DEMO_TRAVELLER_SECRET : demoDeviceSecret(person.username)),
        login: app === 'owntracks' ? `vigil-demo-${person.id}` : null,
        created_at: base.toISOString(),
        last_seen_at: fixes[fixes.length - 1]?.received_at ?? null,
        revoked_at: null,
      })),
    )
    .onConflict((conflict) => conflict.column('secret_hash').doNothing())
    .returning(['id', 'customer_id'])
    .execute();
  // A device already there (an earlier installation's) keeps its history: only new devices get demo fixes.
  const deviceOf = new Map(devices.map((device) => [device.customer_id, device.id]));
  const withFixes = planned.filter(({ person, fixes }) => fixes.length > 0 && deviceOf.has(person.id));
  if (withFixes.length === 0) return;
  const positions = await db
    .insertInto('tracking_positions')
    .values(withFixes.flatMap(({ person, fixes }) => fixes.map((fix) => ({ ...fix, device_id: deviceOf.get(person.id)! }))))
    .returning(['id', 'customer_id'])
    .execute();
  // A statement's rows are numbered in the order given, so each person's newest fix has their highest id.
  const latestIdOf = new Map<number, number>();
  for (const row of positions) latestIdOf.set(row.customer_id, Math.max(row.id, latestIdOf.get(row.customer_id) ?? 0));
  await db
    .insertInto('tracking_people')
    .values(
      withFixes.map(({ person, fixes }) => {
        const latest = fixes[fixes.length - 1]!;
        return {
          customer_id: person.id,
          company_id: companyId,
          paused: 0,
          tracking_since: fixes[0]!.fix_time,
          last_position_id: latestIdOf.get(person.id)!,
          last_fix_time: latest.fix_time,
          last_received_at: latest.received_at,
          lat: latest.lat,
          lon: latest.lon,
          accuracy: latest.accuracy,
          battery: latest.battery,
          in_fence: 0,
          version: 1,
        };
      }),
    )
    .onConflict((conflict) => conflict.column('customer_id').doNothing())
    .execute();
}

/** A short walk near the city centre, the newest fix a minute ago; the person stands at the newest. */
function demoFixes(companyId: number, customerId: number, app: TrackingApp, place: { lat: number; lon: number }, index: number, now: number) {
  return Array.from({ length: FIXES_PER_PERSON }, (_, step) => {
    const age = (FIXES_PER_PERSON - step) * MINUTE_MS;
    return {
      company_id: companyId,
      customer_id: customerId,
      source: app,
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
