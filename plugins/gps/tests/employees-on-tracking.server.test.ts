import { pluginDatabase } from '../../../tests/support/plugin-database';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { credentials, legacyGet } from '../../../tests/server/support/legacy-request';
import { addOtherCompany, type OtherCompany } from '../../../tests/server/support/other-company';
import { pluginManifests } from '../../../tests/support/plugin-manifests';
import { getEmployeesOnTracking, type GpsEmployee } from '../contract';

/** The one table of the tracking module the test reads: the record of who looked at whose position. */
interface ViewTables {
  tracking_views: { id: number; company_id: number; customer_id: number; viewer_id: number; place: string; viewed_at: string };
}

/** The demo accounts' passwords (host/server/seed/demo-accounts.ts). */
const PASSWORDS: Readonly<Record<string, string>> = { admin: 'Vigil-admin-1', traveller: 'Vigil-traveller-1', analyst: 'Vigil-analyst-1' };

let server: TestServer;
let other: OtherCompany;
const db = () => pluginDatabase<ViewTables>(server);
const login = (username: string): Promise<string> => server.login(username, PASSWORDS[username] ?? '');
const idOf = async (username: string): Promise<number> =>
  (await db().selectFrom('customers').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
const list = (token: string) => legacyGet(server, getEmployeesOnTracking.path, credentials(server, token));

beforeAll(async () => {
  server = await startTestServer({ plugins: await pluginManifests('tracking', 'gps') });
  other = await addOtherCompany(server, 'gpsx');
}, 60_000);
afterAll(async () => server?.close());

describe('/companies/getEmployeesOnTracking', () => {
  test("lists the company's tracked people by name with their position, status, code and projects", async () => {
    const traveller = await idOf('traveller');
    const company = (await db().selectFrom('customers').select('company_id').where('id', '=', traveller).executeTakeFirstOrThrow()).company_id;
    const project = await db()
      .insertInto('buildings')
      .values({ company_id: company, label: 'GPS test site', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('customer_buildings').values({ customer_id: traveller, building_id: project.id }).execute();
    await db().updateTable('customers').set({ employee_code: 'TRV-1' }).where('id', '=', traveller).execute();

    const response = await list(await login('admin'));
    expect(response.statusCode).toBe(200);
    const people = response.json<GpsEmployee[]>();
    const names = people.map((entry) => `${entry.name} ${entry.surname}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const entry = people.find((item) => item.id === traveller);
    expect(entry).toMatchObject({ employee_id: 'TRV-1', areYou: false, status: 'secure', sos: null });
    const labels = entry?.building.map((building) => building.label) ?? [];
    expect(entry?.building).toContainEqual({ label: 'GPS test site', value: project.id });
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(typeof entry?.lat).toBe('number');
    expect(typeof entry?.fix_time).toBe('string');
    // The demo admin is not tracked (the seed's choice), so not listed.
    expect(people.map((item) => item.id)).not.toContain(await idOf('admin'));
  });

  test("marks the viewer's own entry and records a look at every other listed position, not at the viewer's own", async () => {
    const traveller = await idOf('traveller');
    const before = new Date().toISOString();
    const response = await list(await login('traveller'));
    expect(response.statusCode).toBe(200);
    const people = response.json<GpsEmployee[]>();
    expect(people.filter((item) => item.areYou).map((item) => item.id)).toEqual([traveller]);
    const views = await db().selectFrom('tracking_views').select(['customer_id', 'place']).where('viewer_id', '=', traveller).where('viewed_at', '>=', before).execute();
    expect(views.map((view) => view.customer_id).sort((a, b) => a - b)).toEqual(people.filter((item) => !item.areYou).map((item) => item.id).sort((a, b) => a - b));
    expect(views.every((view) => view.place === 'list')).toBe(true);
    expect(views.length).toBeGreaterThan(0);
  });

  test("shows another company's admin only that company's people, and records no look across companies", async () => {
    const own = await other.addEmployee('gpsx-walker', 'Wanda', 'Walker');
    await db().updateTable('customers').set({ tracking_enabled: 1 }).where('id', '=', own).execute();
    const response = await list(other.adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json<GpsEmployee[]>().map((item) => [item.id, item.lat])).toEqual([[own, null]]);
    const views = await db().selectFrom('tracking_views').select('customer_id').where('viewer_id', '=', other.adminId).execute();
    expect(views.map((view) => view.customer_id)).toEqual([own]);
  });

  test('refuses an employee who is neither admin nor gps', async () => {
    const response = await list(await login('analyst'));
    expect(response.statusCode).toBe(403);
  });
});
