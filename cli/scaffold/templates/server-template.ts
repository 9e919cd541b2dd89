import type { PluginSpec } from '../plugin-spec';
import { migrationName, seedStepName } from '../generated-names';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString } from '../ts-literal';

/** plugins/<id>/server/index.ts: the module's server part, its tables, migration, seed and endpoint. */
export function serverTemplate(spec: PluginSpec): string {
  return `${GENERATED_HEADER}
import { bind, defineServerPart } from '@vigil/server-sdk';
import { getOverview } from '../contract';
import { companyOverview } from './company-overview';
import { migration as createNotes } from './migrations/${migrationName(spec)}';
import { seedDemoNotes } from './seed-demo-notes';
import type { ${spec.pascal}Tables } from './tables';

// The host checks the login and app tokens, the permissions and the input declared in ../contract before a
// handler runs.
export default defineServerPart<${spec.pascal}Tables>({
  // Names are recorded by every installation once applied: they never change.
  migrations: [createNotes],
  seedSteps: [{ name: ${tsString(seedStepName(spec))}, run: (db) => seedDemoNotes(db) }],
  endpoints: ({ db }) => [bind(getOverview, companyOverview(db))],
});
`;
}
