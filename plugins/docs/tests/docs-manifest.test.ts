import { validateManifest } from '@vigil/core';
import manifest from '../manifest';

describe('docs manifest', () => {
  it('is a valid manifest', () => {
    expect(validateManifest(manifest)).toEqual([]);
  });

  it('guards /Ops and /Ava with the spec\'s lists, admin added to /Ava, and its menu items lead there', () => {
    expect(manifest.routes.map((route) => [route.path, route.allowed])).toEqual([
      ['/Ops', ['admin', 'gpa', 'ops', 'opt', 'gps']],
      ['/Ava', ['admin', 'ava', 'ops', 'gpa']],
    ]);
    expect(manifest.menu.map((item) => (item.kind === 'route' ? item.to : item.modal))).toEqual(['/Ops', '/Ava']);
  });

  it('has a dashboard bubble in its section that leads to /Ops', () => {
    expect(manifest.section).toBe('MANAGE');
    expect(manifest.bubble).toMatchObject({ to: '/Ops', active: true });
  });
});
