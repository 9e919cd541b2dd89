import type { CompanyDetail } from '../../host/core/contract/company';
import type { FrontendPermissions } from '../../host/core/contract/permissions';
import { LEGACY_PATHS } from '../../host/core/api-contract';
import vault from '../fixtures/plugins/vault/manifest';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyGet, legacyPost } from './support/legacy-request';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer({ plugins: [vault], expectedErrors: [/^unexpected error/] });
  tokens.admin = await server.login('admin', 'Vigil-admin-1');
  tokens.analyst = await server.login('analyst', 'Vigil-analyst-1');
  tokens.visitor = await server.login('visitor', 'Vigil-visitor-1');
}, 60_000);
afterAll(async () => server?.close());

const get = (path: string, user: string, fields: Record<string, string> = {}) =>
  legacyGet(server, path, { ...credentials(server, tokens[user] ?? ''), ...fields });

test('mounts the endpoints with their migration and seed applied', async () => {
  const response = await get('/vault/getItems', 'admin');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ list: [{ id: expect.any(Number), label: 'Seeded item (demo)' }] });
});

test("refuses with 403 a user without the plugin's first-route permission", async () => {
  const response = await get('/vault/getItems', 'analyst');
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden', message: expect.stringContaining('admin, vault') });
});

test("refuses with 403 a user holding a permission of the route's not-allowed list", async () => {
  expect((await get('/vault/getItems', 'visitor')).statusCode).toBe(403);
});

test('an endpoint with its own permissions uses those instead', async () => {
  expect((await get('/vault/getPublicStats', 'visitor')).json()).toEqual({ username: 'visitor' });
  expect((await get('/vault/getPublicStats', 'analyst')).statusCode).toBe(403);
});

test('reads the form body, validates it and answers 400 naming the field', async () => {
  const added = await legacyPost(server, '/vault/addItem', { ...credentials(server, tokens.admin ?? ''), label: 'Second' });
  expect(added.json()).toEqual({ message: 'Item added' });
  const missing = await legacyPost(server, '/vault/addItem', credentials(server, tokens.admin ?? ''));
  expect(missing.statusCode).toBe(400);
  expect(missing.json()).toMatchObject({ message: 'Missing input: label', field: 'label' });
  const list = (await get('/vault/getItems', 'admin')).json<{ list: { label: string }[] }>().list;
  expect(list.map((item) => item.label)).toEqual(['Seeded item (demo)', 'Second']);
});

test('checks credentials before anything else', async () => {
  expect((await legacyGet(server, '/vault/getItems', { app_token: server.appToken })).statusCode).toBe(401);
  expect((await legacyGet(server, '/vault/getItems', { login_token: tokens.admin ?? '' })).statusCode).toBe(400);
});

test('an unexpected error is a 500 without its details', async () => {
  const response = await get('/vault/fail', 'admin');
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' });
  expect(response.body).not.toContain('VAULT_INTERNAL_DETAIL');
  // The operators read the details in the log.
  expect(server.errorsLogged().map((line) => line.message)).toContain('unexpected error (VAULT_INTERNAL_DETAIL)');
});

test("adds the plugin's routes to the frontend permissions and switches it on for the demo company", async () => {
  const rules = (await get(LEGACY_PATHS.frontendPermissions, 'admin')).json<FrontendPermissions>().routes;
  expect(rules).toContainEqual({ prefix: '/Vault', allowed: ['admin', 'vault'], notAllowed: ['free'] });
  const company = (await get(LEGACY_PATHS.companyDetail, 'admin')).json<CompanyDetail>();
  expect(company.activeModules).toContain('vault');
});

test('a disabled plugin is neither mounted nor migrated', async () => {
  const disabled = await startTestServer({ plugins: [vault], config: { disabledPlugins: ['vault'] } });
  try {
    const token = await disabled.login('admin', 'Vigil-admin-1');
    const response = await legacyGet(disabled, '/vault/getItems', credentials(disabled, token));
    expect(response.statusCode).toBe(404);
    const tables = await disabled.server.db.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain('vault_items');
  } finally {
    await disabled.close();
  }
}, 60_000);
