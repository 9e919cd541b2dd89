import { pluginDatabase } from '../../../tests/support/plugin-database';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import tracking from '../manifest';
import { trackingServerFunctions } from '../server/server-functions';
import type { TrackingTables } from '../server/tables';

/** VIGIL_DEMO_STAFF: a new installation's demo company gets that many more tracked people, each with a phone and a track. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ plugins: [tracking], config: { demoStaff: 120 } });
}, 60_000);
afterAll(async () => server.close());

test('the demo company gets the extra staff, tracked, each with a device and positions, listed on the GPS screens', async () => {
  const db = pluginDatabase<TrackingTables>(server);
  const staff = await db.selectFrom('customers').select(['id', 'username', 'tracking_enabled', 'company_id']).where('username', 'like', 'demo.staff.%').orderBy('username').execute();
  expect(staff).toHaveLength(120);
  expect(staff[0]?.username).toBe('demo.staff.00001');
  expect(staff.every((person) => person.tracking_enabled === 1)).toBe(true);
  const ids = staff.map((person) => person.id);
  const devices = await db.selectFrom('tracking_devices').select('customer_id').where('customer_id', 'in', ids).execute();
  expect(new Set(devices.map((device) => device.customer_id)).size).toBe(120);
  const positions = await db.selectFrom('tracking_positions').select('customer_id').where('customer_id', 'in', ids).execute();
  expect(new Set(positions.map((position) => position.customer_id)).size).toBe(120);
  const listed = await trackingServerFunctions(db).peopleOnTracking(staff[0]?.company_id ?? 0);
  expect(listed.filter((person) => ids.includes(person.id) && person.lat !== null)).toHaveLength(120);
});
