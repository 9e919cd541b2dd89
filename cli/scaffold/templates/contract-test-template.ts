import { endpointName } from '../generated-names';
import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString } from '../ts-literal';

/** plugins/<id>/tests/<id>-contract.test.ts: the declarations agree with the module's id and its route. */
export function contractTestTemplate(spec: PluginSpec): string {
  const endpoint = endpointName(spec);
  return `${GENERATED_HEADER}
import { endpoints, ${endpoint} } from '../contract';
import manifest from '../manifest';

describe('${spec.id} contract', () => {
  it('lists every endpoint, each under the module id', () => {
    expect(endpoints).toEqual([${endpoint}]);
    expect(endpoints.map((endpoint) => endpoint.id)).toEqual([${tsString(`${spec.id}.${endpoint}`)}]);
  });

  it('admits to the read whom the route admits', () => {
    expect(${endpoint}.access.allowed).toEqual(manifest.routes[0]?.allowed);
  });

  it('gives vigil smoke the read', () => {
    expect(${endpoint}).toMatchObject({ backend: 'legacy', method: 'GET', smoke: {} });
  });
});
`;
}
