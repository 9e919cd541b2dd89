import routeTable from '../../../config/route-permissions.json';
import { routePrefix, validateManifest } from '@vigil/core';
import manifest from '../manifest';

const PERMISSIONS = ['admin', 'nat'];

describe('nat manifest', () => {
  it('is a valid manifest of the INFORM section with an active bubble and its server part, using gpa', () => {
    expect(validateManifest(manifest)).toEqual([]);
    expect(manifest).toMatchObject({ id: 'nat', title: 'News alerts', section: 'INFORM', uses: ['gpa'] });
    expect(manifest.bubble).toMatchObject({ label: 'News alerts', to: '/Nat', active: true });
    expect(typeof manifest.server).toBe('function');
  });

  it('mounts /Nat for the permissions of the spec table', () => {
    expect(manifest.routes.map((route) => [route.path, route.allowed])).toEqual([['/Nat', PERMISSIONS]]);
    const tableRule = routeTable.routes.find((rule) => rule.prefix === routePrefix('/Nat'));
    expect(tableRule?.allowed).toEqual(PERMISSIONS);
  });

  it('offers News alerts in the menu, leading to /Nat', () => {
    expect(manifest.menu).toEqual([{ kind: 'route', label: 'News alerts', to: '/Nat' }]);
  });
});
