import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString, tsStringArray } from '../ts-literal';

/** plugins/<id>/tests/<id>-manifest.test.ts: a valid manifest whose route, menu and bubble agree. */
export function manifestTestTemplate(spec: PluginSpec): string {
  const place =
    spec.section === 'USER'
      ? `  it('sits in the user menu, with no dashboard bubble', () => {
    expect(manifest.section).toBe('USER');
    expect(manifest.bubble).toBeUndefined();
  });`
      : `  it('has a dashboard bubble in its section that leads to its route', () => {
    expect(manifest.section).toBe(${tsString(spec.section)});
    expect(manifest.bubble).toMatchObject({ to: ROUTE, active: true });
  });`;
  return `${GENERATED_HEADER}
import { validateManifest } from '@vigil/core';
import manifest from '../manifest';

const ROUTE = ${tsString(spec.route)};

describe('${spec.id} manifest', () => {
  it('is a valid manifest', () => {
    expect(validateManifest(manifest)).toEqual([]);
  });

  it('guards its route with its permissions, and its menu item leads there', () => {
    expect(manifest.routes.map((route) => [route.path, route.allowed])).toEqual([[ROUTE, ${tsStringArray(spec.permissions)}]]);
    expect(manifest.menu.map((item) => (item.kind === 'route' ? item.to : item.modal))).toEqual([ROUTE]);
  });

${place}
});
`;
}
