import routeTable from '../../../config/route-permissions.json';
import { routePrefix, validateManifest } from '@vigil/core';
import manifest from '../manifest';

const INF = ['admin', 'inf'];
const ELEARNING = ['admin', 'gpa', 'gps', 'ops', 'free'];

describe('inf manifest', () => {
  it('is a valid INFORM plugin using gpa and quiz, with an active bubble and its server part', () => {
    expect(validateManifest(manifest)).toEqual([]);
    expect(manifest).toMatchObject({ id: 'inf', title: 'E-learning', section: 'INFORM', uses: ['gpa', 'quiz'] });
    expect(manifest.bubble).toMatchObject({ active: true, to: '/Inf' });
    expect(manifest.menu).toEqual([{ kind: 'route', label: 'E-learning', to: '/Inf' }]);
    expect(typeof manifest.server).toBe('function');
  });

  it('mounts /Inf, its list, detail and redirect routes and /ELearning with the permissions of the spec table', () => {
    expect(manifest.routes.map((route) => [route.path, route.allowed])).toEqual([
      ['/Inf', INF],
      ['/Inf/list', INF],
      ['/Inf/list/:id', INF],
      ['/Inf/detail/:country', INF],
      ['/Inf/*', INF],
      ['/ELearning', ELEARNING],
    ]);
    for (const route of manifest.routes) {
      const rule = [...routeTable.routes]
        .filter((entry) => routePrefix(route.path).startsWith(entry.prefix))
        .sort((a, b) => b.prefix.length - a.prefix.length)[0];
      expect([route.path, rule?.allowed]).toEqual([route.path, [...route.allowed]]);
    }
  });

  it('loads every page lazily, from one module', async () => {
    expect(new Set(manifest.routes.map((route) => route.page)).size).toBe(1);
    const module = await manifest.routes[0]!.page();
    expect(typeof module.default).toBe('function');
  });
});
