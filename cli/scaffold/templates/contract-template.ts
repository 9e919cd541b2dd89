import { endpointName, tableCamel, tablePascal } from '../generated-names';
import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString } from '../ts-literal';

/**
 * plugins/<id>/contract/index.ts: the module's endpoint, declared once. The server mounts it, the page calls it
 * with `api.call`, `vigil smoke` runs it (`smoke: {}`) and the OpenAPI description lists it.
 */
export function contractTemplate(spec: PluginSpec): string {
  const { id, constant } = spec;
  const row = `${tablePascal(spec)}Row`;
  const endpoint = endpointName(spec);
  return `${GENERATED_HEADER}
import { defineEndpoint, LONG_LIST_MAX, NoInput, Schema, type AnyEndpoint, type Static } from '@vigil/core';
import { ${constant}_PERMISSIONS } from './permissions';

export { ${constant}_PERMISSIONS };

/** A row of ${spec.table}. */
export const ${row} = Schema.Object({ id: Schema.Integer(), text: Schema.String() });
export type ${row} = Static<typeof ${row}>;

export const ${endpoint} = defineEndpoint({
  id: ${tsString(`${id}.${endpoint}`)},
  backend: 'legacy',
  method: 'GET',
  path: ${tsString(`/${id}/${endpoint}`)},
  summary: ${tsString(`${spec.title}: the rows of ${spec.table} of the company of the user`)},
  access: { allowed: ${constant}_PERMISSIONS },
  input: NoInput,
  /** The newest rows of the user's company (at most LONG_LIST_MAX), oldest first. */
  answer: Schema.Object({ ${tableCamel(spec)}: Schema.Array(${row}, { maxItems: LONG_LIST_MAX }) }),
  // A read the smoke user may run against any deployment.
  smoke: {},
});

/** Every endpoint of the module: the server mounts them, \`vigil smoke\` and the OpenAPI description list them. */
export const endpoints: readonly AnyEndpoint[] = [${endpoint}];
`;
}
