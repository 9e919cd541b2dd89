import { validateManifest } from '@vigil/core';
import manifest from '../manifest';
import { tepEn } from '../web/i18n/en';
import { tepManifestIt } from '../web/i18n/manifest-it';

const ROUTE = '/Tep';

describe('tep manifest', () => {
  it('is a valid manifest', () => {
    expect(validateManifest(manifest)).toEqual([]);
  });

  it('guards its route with the spec\'s permissions (admin, tep), and its menu item leads there', () => {
    expect(manifest.routes.map((route) => [route.path, route.allowed])).toEqual([[ROUTE, ['admin', 'tep']]]);
    expect(manifest.menu.map((item) => (item.kind === 'route' ? item.to : item.modal))).toEqual([ROUTE]);
  });

  it('has a dashboard bubble in PROTECT that leads to its route', () => {
    expect(manifest.section).toBe('PROTECT');
    expect(manifest.bubble).toMatchObject({ to: ROUTE, active: true });
  });

  it('has no server part: its records are a static sample (spec part 2 §1)', () => {
    expect(manifest.server).toBeUndefined();
  });

  it('says in English what its catalogue says, and has it in Italian', () => {
    expect(tepEn.manifest).toEqual({
      title: manifest.title,
      menu: { label: manifest.menu[0]?.label },
      bubble: { label: manifest.bubble?.label, description: manifest.bubble?.description },
    });
    expect(tepManifestIt.title).toBe('Registrazione dei viaggiatori');
  });
});
