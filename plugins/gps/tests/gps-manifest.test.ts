import routeTable from '../../../config/route-permissions.json';
import { routePrefix, validateManifest } from '@vigil/core';
import manifest from '../manifest';
import { newAlert } from '@vigil/core';
import { endpoints, getEmployeesOnTracking, GPS_LIST_MAX, platformCalls } from '../contract';

const GPS = ['admin', 'gps'];

describe('gps manifest', () => {
  it('is a valid PROTECT plugin using tracking, with an active bubble and its server part', () => {
    expect(validateManifest(manifest)).toEqual([]);
    expect(manifest).toMatchObject({ id: 'gps', title: 'GPS Tracking', section: 'PROTECT', uses: ['tracking'] });
    expect(manifest.bubble).toMatchObject({ active: true, to: '/Gps' });
    expect(manifest.menu).toEqual([{ kind: 'route', label: 'GPS Tracking', to: '/Gps' }]);
    expect(typeof manifest.server).toBe('function');
  });

  it('mounts /Gps, its detail and the redirect of any other path with the permissions of the route table', () => {
    expect(manifest.routes.map((route) => [route.path, route.allowed])).toEqual([
      ['/Gps', GPS],
      ['/Gps/detail/:employee', GPS],
      ['/Gps/*', GPS],
    ]);
    for (const route of manifest.routes) {
      const rule = [...routeTable.routes]
        .filter((entry) => routePrefix(route.path).startsWith(entry.prefix))
        .sort((a, b) => b.prefix.length - a.prefix.length)[0];
      expect([route.path, rule?.allowed]).toEqual([route.path, [...route.allowed]]);
    }
  });

  it('declares its list call for admin and gps, capped at 10,000 people, and loads its pages from one module', async () => {
    expect(endpoints).toEqual([getEmployeesOnTracking]);
    expect(getEmployeesOnTracking).toMatchObject({ path: '/companies/getEmployeesOnTracking', access: { allowed: GPS }, smoke: {} });
    expect(getEmployeesOnTracking.answer).toMatchObject({ type: 'array', maxItems: GPS_LIST_MAX });
    expect(GPS_LIST_MAX).toBe(10_000);
    expect(new Set(manifest.routes.map((route) => route.page)).size).toBe(1);
    const module = await manifest.routes[0]!.page();
    expect(typeof module.default).toBe('function');
  });

  it("opens the platform's newAlert to its operators, in the manifest and in the contract where smoke reads it", () => {
    expect(manifest.platformCalls).toEqual({ [newAlert.id]: GPS });
    expect(platformCalls).toEqual(manifest.platformCalls);
  });
});
