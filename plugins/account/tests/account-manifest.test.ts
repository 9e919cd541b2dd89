import routeTable from '../../../config/route-permissions.json';
import { effectiveRules, isMenuVisible, isPathAllowed, routePrefix, validateManifest, type PermissionRule } from '@vigil/core';
import manifest from '../manifest';

/** The spec table's reading for /Account, which issue 15 widens to every signed-in user. */
const SPEC_TABLE_PERMISSIONS = ['admin', 'gpa', 'free', 'ops', 'gps'];
/** Holders of tools the spec's list leaves out, and a user with no tool at all. */
const OTHER_USERS = [['nat'], ['inf'], ['gpa_detail'], ['tra'], ['tep', 'cmr'], ['srmt'], []];

describe('account manifest', () => {
  it('is a valid manifest of the user menu, with no bubble and no server part', () => {
    expect(validateManifest(manifest)).toEqual([]);
    expect(manifest).toMatchObject({ id: 'account', title: 'Account', section: 'USER' });
    expect(manifest.bubble).toBeUndefined();
    expect(manifest.server).toBeUndefined();
  });

  it('mounts /Account/* for every signed-in user, over the narrower list of the spec table', () => {
    expect(manifest.routes.map((route) => [route.path, route.allowed])).toEqual([['/Account/*', ['*']]]);
    const tableRule = routeTable.routes.find((rule) => rule.prefix === routePrefix('/Account/*'));
    expect(tableRule?.allowed).toEqual(SPEC_TABLE_PERMISSIONS);
    const rules = effectiveRules(routeTable.routes as PermissionRule[], [manifest]);
    for (const permissions of [...SPEC_TABLE_PERMISSIONS.map((permission) => [permission]), ...OTHER_USERS]) {
      expect([permissions, isPathAllowed('/Account/data', permissions, rules)]).toEqual([permissions, true]);
      expect([permissions, isPathAllowed('/Account/alerts', permissions, rules)]).toEqual([permissions, true]);
    }
  });

  it('offers Account in the menu to every signed-in user, leading to the data tab', () => {
    expect(manifest.menu).toEqual([{ kind: 'route', label: 'Account', to: '/Account/data', visibleTo: ['*'] }]);
    for (const permissions of OTHER_USERS) expect(isMenuVisible(permissions, manifest.menu[0]!.visibleTo ?? [])).toBe(true);
  });

  it('loads its page lazily', async () => {
    const module = await manifest.routes[0]!.page();
    expect(typeof module.default).toBe('object');
  });
});
