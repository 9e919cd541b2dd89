import routeTable from '../../../config/route-permissions.json';
import { routePrefix, validateManifest } from '@vigil/core';
import manifest from '../manifest';

describe('insurance-claim manifest', () => {
  it('is a valid manifest of the user menu, with no bubble, and loads its server part lazily', () => {
    expect(validateManifest(manifest)).toEqual([]);
    expect(manifest).toMatchObject({ id: 'insurance-claim', section: 'USER' });
    expect(manifest.bubble).toBeUndefined();
    expect(typeof manifest.server).toBe('function');
  });

  it('mounts /InsuranceClaim for admin only, as the spec table says', () => {
    expect(manifest.routes.map((route) => [route.path, route.allowed])).toEqual([['/InsuranceClaim', ['admin']]]);
    const tableRule = routeTable.routes.find((rule) => rule.prefix === routePrefix('/InsuranceClaim'));
    expect(tableRule?.allowed).toEqual(['admin']);
  });

  it('offers Insurance Claim in the user menu to admin only', () => {
    expect(manifest.menu).toEqual([{ kind: 'route', label: 'Insurance Claim', to: '/InsuranceClaim', visibleTo: [] }]);
  });

  it('loads its page lazily', async () => {
    const module = await manifest.routes[0]!.page();
    expect(typeof module.default).toBe('object');
  });
});
