import routeTable from '../../../config/route-permissions.json';
import { isMenuVisible, menuVisibility, routePrefix, validateManifest } from '@vigil/core';
import manifest from '../manifest';

describe('admin manifest', () => {
  it('is a valid manifest of the user menu, without bubble or server part', () => {
    expect(validateManifest(manifest)).toEqual([]);
    expect(manifest).toMatchObject({ id: 'admin', section: 'USER' });
    expect(manifest.bubble).toBeUndefined();
    expect(manifest.server).toBeUndefined();
  });

  it('mounts /Admin/* for admin only, as the spec table says', () => {
    expect(manifest.routes.map((route) => [route.path, route.allowed])).toEqual([['/Admin/*', ['admin']]]);
    expect(routeTable.routes.find((rule) => rule.prefix === routePrefix('/Admin/*'))?.allowed).toEqual(['admin']);
  });

  it('offers Admin in the user menu to admins only', () => {
    expect(manifest.menu).toEqual([{ kind: 'route', label: 'Admin', to: '/Admin', visibleTo: [] }]);
    const visibleTo = menuVisibility(manifest, manifest.menu[0]);
    expect(isMenuVisible(['admin'], visibleTo)).toBe(true);
    expect(isMenuVisible(['gpa', 'gpa_detail', 'nat', 'inf'], visibleTo)).toBe(false);
    expect(isMenuVisible(['free'], visibleTo)).toBe(false);
  });
});
