import { waitFor } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import routeTable from '../../config/route-permissions.json';
import { mergeRules, type PermissionRule } from '../../host/core/permission-matcher';
import { STORAGE_KEYS } from '../../host/core/storage-keys';
import type { AuthService } from '../../host/web/services/auth-service';
import { BrowserStorageService } from '../../host/web/services/browser-storage-service';
import { EndpointClient } from '../../host/web/services/endpoint-client';
import { RulePermissionsService } from '../../host/web/services/rule-permissions-service';
import { fakeApiClient, fakeAuth } from '../support/render-plugin';

const table = routeTable.routes as PermissionRule[];

function setup(permissions: string[], answers = {}) {
  const auth = observable({ ...fakeAuth(), state: 'unauthenticated' as AuthService['state'], permissions });
  const storage = new BrowserStorageService(window.localStorage, window.sessionStorage);
  const service = new RulePermissionsService(auth, new EndpointClient(fakeApiClient(answers), fakeApiClient()), storage, table);
  return { auth, storage, service };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('opens a route when any allowed permission is held, by the longest prefix of the config table', () => {
  const { service } = setup(['gpa_detail']);
  expect(service.canOpen('/Gpa/detail/Italy')).toBe(true);
  expect(service.canOpen('/Gpa')).toBe(false);
  expect(service.canOpen('/Admin')).toBe(false);
  expect(service.canOpen('/')).toBe(true);
});

it("lets 'all' and '*' open anything", () => {
  expect(setup(['all']).service.canOpen('/Admin')).toBe(true);
  expect(setup(['*']).service.canOpen('/Quiz')).toBe(true);
});

it('applies a not-allowed list and the menu visibility rules', () => {
  const { service } = setup(['ops', 'gps']);
  service.setRules(mergeRules(table, [{ prefix: '/Ops', allowed: ['ops'], notAllowed: ['gps'] }]));
  expect(service.canOpen('/Ops')).toBe(false);
  expect(service.isMenuVisible(['ops'])).toBe(true);
  expect(service.isMenuVisible(['tra'])).toBe(false);
  expect(service.holdsAny(['tra', 'gps'])).toBe(true);
});

it('loads and caches the server rules when a session begins', async () => {
  const serverRules = [{ prefix: '/Cmr', allowed: ['cmr'] }];
  const { auth, storage, service } = setup(['cmr'], {
    'POST /permissions/getFrontendPermissions': { routes: serverRules },
  });
  expect(service.rules).toBe(table);
  runInAction(() => (auth.state = 'authorised'));
  await waitFor(() => expect(service.rules).toEqual(serverRules));
  expect(JSON.parse(storage.get(STORAGE_KEYS.frontendPermissions) ?? '[]')).toEqual(serverRules);
  expect(setup([]).service.rules).toEqual(serverRules);
});
