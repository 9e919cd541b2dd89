import routeTable from '../../../config/route-permissions.json';
import { routePrefix, validateManifest } from '@vigil/core';
import manifest from '../manifest';

describe('quiz manifest', () => {
  it('is a valid manifest of the user menu, with no bubble, and loads its server part lazily', () => {
    expect(validateManifest(manifest)).toEqual([]);
    expect(manifest).toMatchObject({ id: 'quiz', section: 'USER' });
    expect(manifest.bubble).toBeUndefined();
    expect(typeof manifest.server).toBe('function');
  });

  it('mounts /Quiz for admin only, as the spec table says', () => {
    expect(manifest.routes.map((route) => [route.path, route.allowed])).toEqual([['/Quiz', ['admin']]]);
    const tableRule = routeTable.routes.find((rule) => rule.prefix === routePrefix('/Quiz'));
    expect(tableRule?.allowed).toEqual(['admin']);
  });

  it('offers Knowledge Evaluation Test in the user menu to admin only', () => {
    expect(manifest.menu).toEqual([{ kind: 'route', label: 'Knowledge Evaluation Test', to: '/Quiz', visibleTo: [] }]);
  });

  it('loads its page lazily', async () => {
    const module = await manifest.routes[0]!.page();
    expect(typeof module.default).toBe('object');
  });
});
