import routeTable from '../../../config/route-permissions.json';
import { routePrefix, validateManifest } from '@vigil/core';
import manifest from '../manifest';

const PERMISSIONS = ['admin', 'gpa', 'free', 'ops', 'gps'];

describe('account manifest', () => {
  it('is a valid manifest of the user menu, with no bubble and no server part', () => {
    expect(validateManifest(manifest)).toEqual([]);
    expect(manifest).toMatchObject({ id: 'account', title: 'Account', section: 'USER' });
    expect(manifest.bubble).toBeUndefined();
    expect(manifest.server).toBeUndefined();
  });

  it('mounts /Account/* for the permissions of the spec table', () => {
    expect(manifest.routes.map((route) => [route.path, route.allowed])).toEqual([['/Account/*', PERMISSIONS]]);
    const tableRule = routeTable.routes.find((rule) => rule.prefix === routePrefix('/Account/*'));
    expect(tableRule?.allowed).toEqual(PERMISSIONS);
  });

  it('offers Account in the menu to everyone who may open it, leading to the data tab', () => {
    expect(manifest.menu).toEqual([{ kind: 'route', label: 'Account', to: '/Account/data', visibleTo: PERMISSIONS }]);
  });

  it('loads its page lazily', async () => {
    const module = await manifest.routes[0]!.page();
    expect(typeof module.default).toBe('object');
  });
});
