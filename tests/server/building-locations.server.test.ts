import { getBuildingLocations, getBuildings, LOCATION_MESSAGES, setBuildingLocation, type BuildingLocation } from '../../host/core/contract/personnel';
import { serverMessage } from '../../host/core/server-messages';
import { DEMO_PROJECTS } from '../../host/server/personnel/seed-demo-personnel';
import { DEMO_PROJECT_LOCATIONS } from '../../host/server/personnel/seed-project-locations';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyGet, legacyPost, type Fields } from './support/legacy-request';
import { addOtherCompany } from './support/other-company';
import { projectIds } from './support/personnel-fixtures';

/** Issue 21: the admin sets and clears where a project is; the documents' map reads it. */

let server: TestServer;
let admin: string;
let projects: Record<string, number>;
beforeAll(async () => {
  server = await startTestServer({ plugins: [] });
  admin = await server.login('admin', 'Vigil-admin-1');
  projects = await projectIds(server);
}, 60_000);
afterAll(async () => server?.close());

const set = (token: string, fields: Fields) => legacyPost(server, setBuildingLocation.path, { ...credentials(server, token), ...fields });
const locations = async (token: string): Promise<BuildingLocation[]> => {
  const response = await legacyGet(server, getBuildingLocations.path, credentials(server, token));
  expect(response.statusCode).toBe(200);
  return response.json<BuildingLocation[]>();
};
const stored = (id: number) => server.server.db.selectFrom('buildings').select(['lat', 'lng']).where('id', '=', id).executeTakeFirstOrThrow();
const lagos = (): string => String(projects['Lagos plant']);

test("answers the company's projects with the demo seed's locations, sorted by label", async () => {
  const expected = [...DEMO_PROJECTS].sort().map((label) => ({ label, value: projects[label], ...DEMO_PROJECT_LOCATIONS[label] }));
  expect(await locations(admin)).toEqual(expected);
  // getBuildings keeps the spec's {label, value} for its existing clients.
  expect((await legacyGet(server, getBuildings.path, credentials(server, admin))).json<object[]>().every((row) => Object.keys(row).sort().join() === 'label,value')).toBe(true);
});

test('sets a location and clears it with neither coordinate; the answer is the project as it is now', async () => {
  const moved = await set(admin, { building: lagos(), lat: '6.455027', lng: '-3.384082' });
  expect(moved.statusCode).toBe(200);
  expect(moved.json()).toEqual({ label: 'Lagos plant', value: projects['Lagos plant'], lat: 6.455027, lng: -3.384082 });
  expect(await stored(projects['Lagos plant'] ?? 0)).toEqual({ lat: 6.455027, lng: -3.384082 });

  const edges = await set(admin, { building: lagos(), lat: '-90', lng: '180.0' });
  expect(edges.json()).toMatchObject({ lat: -90, lng: 180 });

  const cleared = await set(admin, { building: lagos(), lat: '', lng: '' });
  expect(cleared.json()).toMatchObject({ lat: null, lng: null });
  expect(await stored(projects['Lagos plant'] ?? 0)).toEqual({ lat: null, lng: null });
  const absent = await set(admin, { building: String(projects['Milan HQ']) });
  expect(absent.json()).toMatchObject({ label: 'Milan HQ', lat: null, lng: null });
  expect((await locations(admin)).find((row) => row.label === 'Milan HQ')).toMatchObject({ lat: null, lng: null });
});

test.each([
  [{ lat: '91', lng: '0' }, `${LOCATION_MESSAGES.latitude}: lat`, 'lat'],
  [{ lat: '-90.5', lng: '0' }, `${LOCATION_MESSAGES.latitude}: lat`, 'lat'],
  [{ lat: '45', lng: '180.01' }, `${LOCATION_MESSAGES.longitude}: lng`, 'lng'],
  [{ lat: '45', lng: 'east' }, `${LOCATION_MESSAGES.longitude}: lng`, 'lng'],
  [{ lat: '1e2', lng: '9' }, `${LOCATION_MESSAGES.latitude}: lat`, 'lat'],
  [{ lat: '45.46' }, serverMessage('missingInput', { field: 'lng' }).message, 'lng'],
  [{ lat: '', lng: '9.19' }, serverMessage('missingInput', { field: 'lat' }).message, 'lat'],
])('refuses %j with 400 naming the field, and changes nothing', async (fields, message, field) => {
  const before = await stored(projects['Jakarta office'] ?? 0);
  const response = await set(admin, { building: String(projects['Jakarta office']), ...fields });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message, field });
  expect(await stored(projects['Jakarta office'] ?? 0)).toEqual(before);
});

test("refuses a missing or bad project id with 400, and an unknown or another company's project with 404", async () => {
  expect((await set(admin, { lat: '1', lng: '1' })).json()).toMatchObject({ statusCode: 400, field: 'building' });
  expect((await set(admin, { building: 'x', lat: '1', lng: '1' })).statusCode).toBe(400);
  expect((await set(admin, { building: '999999', lat: '1', lng: '1' })).statusCode).toBe(404);

  const other = await addOtherCompany(server, 'locations');
  const now = new Date().toISOString();
  const theirs = await server.server.db
    .insertInto('buildings')
    .values({ company_id: other.companyId, label: 'Their site', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const refused = await set(admin, { building: String(theirs.id), lat: '1', lng: '1' });
  expect(refused.statusCode).toBe(404);
  expect(refused.json()).toMatchObject({ field: 'building' });
  expect(await stored(theirs.id)).toEqual({ lat: null, lng: null });
  expect((await locations(admin)).some((row) => row.value === theirs.id)).toBe(false);
  // Their admin sees and places their own project only.
  expect((await locations(other.adminToken)).map((row) => row.label)).toEqual(['Their site']);
  expect((await set(other.adminToken, { building: String(theirs.id), lat: '10', lng: '20' })).json()).toMatchObject({ lat: 10, lng: 20 });
  expect((await set(other.adminToken, { building: lagos(), lat: '1', lng: '1' })).statusCode).toBe(404);
});

test('is for admins only', async () => {
  const analyst = await server.login('analyst', 'Vigil-analyst-1');
  expect((await set(analyst, { building: lagos(), lat: '1', lng: '1' })).statusCode).toBe(403);
  expect((await legacyGet(server, getBuildingLocations.path, credentials(server, analyst))).statusCode).toBe(403);
  expect((await legacyPost(server, setBuildingLocation.path, { app_token: server.appToken, building: lagos(), lat: '1', lng: '1' })).statusCode).toBe(401);
});
