import routeTable from '../../config/route-permissions.json';
import type { CompanyDetail } from '../../host/core/contract/company';
import type { FrontendPermissions } from '../../host/core/contract/permissions';
import { LEGACY_PATHS } from '../../host/core/api-contract';
import { SPEC_MODULE_IDS } from '../../host/server/seed/demo-company';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyGet, legacyPost } from './support/legacy-request';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ plugins: [] });
  token = await server.login('visitor', 'Vigil-visitor-1');
}, 60_000);
afterAll(async () => server?.close());

test('companies/getDetail answers the demo company, by GET and by POST', async () => {
  const byGet = await legacyGet(server, LEGACY_PATHS.companyDetail, credentials(server, token));
  expect(byGet.statusCode).toBe(200);
  const company = byGet.json<CompanyDetail>();
  expect(company).toEqual({
    id: expect.any(Number),
    name: expect.stringContaining('demo'),
    logo: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    activeModules: [...SPEC_MODULE_IDS].sort(),
  });
  expect(Buffer.from(company.logo?.split(',')[1] ?? '', 'base64').toString()).toContain('DEMO');
  expect((await legacyPost(server, LEGACY_PATHS.companyDetail, credentials(server, token))).json()).toEqual(company);
});

test('permissions/getFrontendPermissions answers the route table', async () => {
  const response = await legacyPost(server, LEGACY_PATHS.frontendPermissions, credentials(server, token));
  expect(response.statusCode).toBe(200);
  expect(response.json<FrontendPermissions>().routes).toEqual(routeTable.routes);
  expect((await legacyGet(server, LEGACY_PATHS.frontendPermissions, credentials(server, token))).json()).toEqual(response.json());
});

test('both need a session', async () => {
  expect((await legacyGet(server, LEGACY_PATHS.companyDetail, { app_token: server.appToken })).statusCode).toBe(401);
  expect((await legacyGet(server, LEGACY_PATHS.frontendPermissions, { app_token: server.appToken })).statusCode).toBe(401);
});
