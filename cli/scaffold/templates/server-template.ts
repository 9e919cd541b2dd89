import {
  endpointName,
  handlerFile,
  handlerName,
  migrationName,
  seedFile,
  seedFunctionName,
  seedStepName,
  tablePascal,
} from '../generated-names';
import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString } from '../ts-literal';

/** plugins/<id>/server/index.ts: the module's server part, its tables, migration, seed and endpoint. */
export function serverTemplate(spec: PluginSpec): string {
  const endpoint = endpointName(spec);
  const seed = seedFunctionName(spec);
  return `${GENERATED_HEADER}
import { bind, defineServerPart } from '@vigil/server-sdk';
import { ${endpoint} } from '../contract';
import { ${handlerName(spec)} } from './${handlerFile(spec)}';
import { migration as create${tablePascal(spec)} } from './migrations/${migrationName(spec)}';
import { ${seed} } from './${seedFile(spec)}';
import type { ${spec.pascal}Tables } from './tables';

// The host checks the login and app tokens, the permissions and the input declared in ../contract before a
// handler runs.
export default defineServerPart<${spec.pascal}Tables>({
  // Names are recorded by every installation once applied: they never change.
  migrations: [create${tablePascal(spec)}],
  seedSteps: [{ name: ${tsString(seedStepName(spec))}, run: (db) => ${seed}(db) }],
  endpoints: ({ db }) => [bind(${endpoint}, ${handlerName(spec)}(db))],
});
`;
}
