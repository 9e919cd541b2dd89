import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString } from '../ts-literal';

/** plugins/<id>/tests/<id>-contract.test.ts: the declarations agree with the module's id and its route. */
export function contractTestTemplate(spec: PluginSpec): string {
  return `${GENERATED_HEADER}
import { endpoints, getOverview } from '../contract';
import manifest from '../manifest';

describe('${spec.id} contract', () => {
  it('lists every endpoint, each under the module id', () => {
    expect(endpoints).toEqual([getOverview]);
    expect(endpoints.map((endpoint) => endpoint.id)).toEqual([${tsString(`${spec.id}.getOverview`)}]);
  });

  it('admits to the overview whom the route admits', () => {
    expect(getOverview.access.allowed).toEqual(manifest.routes[0]?.allowed);
  });

  it('gives vigil smoke the overview, a read', () => {
    expect(getOverview).toMatchObject({ backend: 'legacy', method: 'GET', smoke: {} });
  });
});
`;
}
