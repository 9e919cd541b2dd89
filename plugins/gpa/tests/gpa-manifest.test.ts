import routeTable from '../../../config/route-permissions.json';
import { routePrefix, validateManifest } from '@vigil/core';
import manifest from '../manifest';

const LIST = ['admin', 'gpa', 'free'];
const DETAIL = ['admin', 'gpa', 'free', 'gpa_detail'];

describe('gpa manifest', () => {
  it('is a valid ANALYSE plugin with an active bubble and its server part', () => {
    expect(validateManifest(manifest)).toEqual([]);
    expect(manifest).toMatchObject({ id: 'gpa', title: 'Country risk analysis', section: 'ANALYSE' });
    expect(manifest.bubble).toMatchObject({ active: true, to: '/Gpa' });
    expect(typeof manifest.server).toBe('function');
  });

  it('mounts the home, list, detail and redirect routes with the permissions of the spec table', () => {
    expect(manifest.routes.map((route) => [route.path, route.allowed])).toEqual([
      ['/Gpa', LIST],
      ['/Gpa/list/:continent', LIST],
      ['/Gpa/detail/:country', DETAIL],
      ['/Gpa/*', LIST],
    ]);
    for (const route of manifest.routes) {
      const rule = routeTable.routes.find((entry) => entry.prefix === routePrefix(route.path));
      expect([route.path, rule?.allowed]).toEqual([route.path, [...route.allowed]]);
    }
  });

  it('shows its menu item to gpa and free users (and admin)', () => {
    expect(manifest.menu).toEqual([{ kind: 'route', label: 'Country risk analysis', to: '/Gpa', visibleTo: ['gpa', 'free'] }]);
  });

  it('loads every page lazily', async () => {
    for (const route of manifest.routes) {
      const module = await route.page();
      expect(typeof module.default).toBe('function');
    }
  });
});
