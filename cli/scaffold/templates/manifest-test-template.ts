import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString, tsStringArray } from '../ts-literal';

/** plugins/<id>/tests/<id>-manifest.test.ts: the manifest keeps the host's contract. */
export function manifestTestTemplate(spec: PluginSpec): string {
  return `${GENERATED_HEADER}
import { validateManifest } from '@vigil/core';
import manifest from '../manifest';

const ROUTE = ${tsString(spec.route)};

describe('${spec.id} manifest', () => {
  it('is a valid manifest', () => {
    expect(validateManifest(manifest)).toEqual([]);
  });

  it('guards its route with its permissions, and menu and bubble lead there', () => {
    expect(manifest.routes.map((route) => [route.path, route.allowed])).toEqual([
      [ROUTE, ${tsStringArray(spec.permissions)}],
    ]);
    expect(manifest.menu.map((item) => (item.kind === 'route' ? item.to : item.modal))).toEqual([ROUTE]);
    expect(manifest.bubble).toMatchObject({ to: ROUTE, active: true });
  });
});
`;
}
