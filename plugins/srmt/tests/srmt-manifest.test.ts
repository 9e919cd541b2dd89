import routeTable from '../../../config/route-permissions.json';
import { findRule, isMenuVisible, isPathAllowed, menuVisibility, validateManifest, type PermissionRule } from '@vigil/core';
import { endpoints, SRMT_PERMISSIONS } from '../contract';
import manifest from '../manifest';

const ALLOWED = ['admin', 'srmt', 'dvr-s'];

describe('srmt manifest', () => {
  it('is a valid DVR-S plugin with a bubble to /Srmt and its server part', () => {
    expect(validateManifest(manifest)).toEqual([]);
    expect(manifest).toMatchObject({ id: 'srmt', section: 'DVR-S' });
    expect(manifest.bubble).toMatchObject({ to: '/Srmt', active: true });
    expect(typeof manifest.server).toBe('function');
  });

  it("mounts /Srmt and its three sub-pages with the spec table's permissions", () => {
    expect(manifest.routes.map((route) => [route.path, [...route.allowed]])).toEqual([
      ['/Srmt', ALLOWED],
      ['/Srmt/Cte', ALLOWED],
      ['/Srmt/Ie', ALLOWED],
      ['/Srmt/Sed', ALLOWED],
    ]);
    const rules = routeTable.routes as readonly PermissionRule[];
    for (const route of manifest.routes) expect(findRule(route.path, rules)?.allowed).toEqual(ALLOWED);
    expect(isPathAllowed('/Srmt/Sed', ['dvr-s'], rules)).toBe(true);
    expect(isPathAllowed('/Srmt', ['tra', 'gps', 'ops'], rules)).toBe(false);
  });

  it('puts the three requests in the header as modals, for admin, srmt and dvr-s only', () => {
    expect(manifest.menu.map((item) => [item.kind, item.label, item.kind === 'action' ? item.modal : item.to])).toEqual([
      ['action', 'Country Threat Evaluation', 'cte'],
      ['action', 'Impact Evaluation', 'ie'],
      ['action', 'Security Events Database', 'sed'],
    ]);
    for (const item of manifest.menu) {
      const visibleTo = menuVisibility(manifest, item);
      expect([['admin'], ['srmt'], ['dvr-s'], ['gpa'], ['free']].map((held) => isMenuVisible(held, visibleTo))).toEqual([true, true, true, false, false]);
    }
  });

  it('loads the page and each modal lazily, and every endpoint admits whom the route admits', async () => {
    for (const route of manifest.routes) expect(typeof (await route.page()).default).toBe('function');
    for (const load of Object.values(manifest.modals ?? {})) expect(typeof (await load()).default).toBe('function');
    for (const endpoint of endpoints) {
      expect(endpoint.id.startsWith('srmt.')).toBe(true);
      expect(endpoint.access).toEqual({ allowed: SRMT_PERMISSIONS });
    }
  });
});
