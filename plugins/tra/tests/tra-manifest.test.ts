import routeTable from '../../../config/route-permissions.json';
import { routePrefix, validateManifest } from '@vigil/core';
import manifest from '../manifest';
import { traEn } from '../web/i18n/en';
import { traIt } from '../web/i18n/it';
import { traManifestCatalogue } from '../web/i18n/manifest-it';

const TRA = ['admin', 'tra'];

/** Every key path of a catalogue whose value is a text. */
function keys(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`)));
}

describe('tra manifest', () => {
  it('is a valid PROTECT plugin using tracking and quiz, with an active bubble to /Tra and its server part', () => {
    expect(validateManifest(manifest)).toEqual([]);
    expect(manifest).toMatchObject({ id: 'tra', title: 'Travel', section: 'PROTECT', uses: ['tracking', 'quiz'] });
    expect(manifest.bubble).toMatchObject({ active: true, to: '/Tra' });
    expect(manifest.menu).toEqual([{ kind: 'route', label: 'Travel', to: '/Tra' }]);
    expect(typeof manifest.server).toBe('function');
  });

  it('mounts /Tra, Locate and contact with the permissions of the route table, all from one page module', async () => {
    expect(manifest.routes.map((route) => route.path)).toEqual([
      '/Tra',
      '/Tra/Locate',
      '/Tra/Locate/contact',
      '/Tra/Locate/:countryID',
      '/Tra/Locate/:countryID/contact',
      '/Tra/*',
    ]);
    for (const route of manifest.routes) {
      const rule = [...routeTable.routes]
        .filter((entry) => routePrefix(route.path).startsWith(entry.prefix))
        .sort((a, b) => b.prefix.length - a.prefix.length)[0];
      expect([route.path, rule?.allowed, [...route.allowed]]).toEqual([route.path, TRA, TRA]);
    }
    expect(new Set(manifest.routes.map((route) => route.page)).size).toBe(1);
    const module = await manifest.routes[0]!.page();
    expect(typeof module.default).toBe('function');
  });

  it("loads the manifest's Italian alone, and the Italian catalogue translates every English key", async () => {
    const loaded = await manifest.translations?.it?.();
    expect(loaded).toEqual(traManifestCatalogue);
    expect(traManifestCatalogue.manifest.title).toBe('Viaggi');
    expect(keys(traIt).sort()).toEqual(keys(traEn).sort());
    expect(traIt.manifest).toEqual(traManifestCatalogue.manifest);
  });
});
