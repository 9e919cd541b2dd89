import { pluginDatabase } from '../../../tests/support/plugin-database';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { credentials, legacyGet } from '../../../tests/server/support/legacy-request';
import { pluginManifests } from '../../../tests/support/plugin-manifests';
import { getEmployeesOnTracking, type GpsEmployee } from '../contract';

interface ViewTables {
  tracking_views: { id: number; viewer_id: number; place: string };
  customers: { id: number; username: string };
}

/** More people than one statement of views can carry on SQLite (five bound parameters a row, 32,766 at most). */
const STAFF = 7_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ plugins: await pluginManifests('tracking', 'gps'), config: { demoStaff: STAFF } });
}, 180_000);
afterAll(async () => server?.close());

test('lists thousands of tracked people and records that the admin looked at each', async () => {
  const db = pluginDatabase<ViewTables>(server);
  const token = await server.login('admin', 'Vigil-admin-1');
  const response = await legacyGet(server, getEmployeesOnTracking.path, credentials(server, token));
  expect(response.statusCode).toBe(200);
  const people = response.json<GpsEmployee[]>();
  expect(people.length).toBeGreaterThan(STAFF);
  const admin = (await db.selectFrom('customers').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
  const views = await db.selectFrom('tracking_views').select((eb) => eb.fn.countAll<number>().as('count')).where('viewer_id', '=', admin).where('place', '=', 'list').executeTakeFirstOrThrow();
  expect(Number(views.count)).toBe(people.filter((person) => !person.areYou).length);
}, 120_000);
