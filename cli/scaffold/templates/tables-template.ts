import { migrationName, tablePascal } from '../generated-names';
import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';

/** plugins/<id>/server/tables.ts: the types of the module's own tables, beside the platform's. */
export function tablesTemplate(spec: PluginSpec): string {
  const { pascal } = spec;
  const table = `${tablePascal(spec)}Table`;
  return `${GENERATED_HEADER}
import type { Generated, Kysely } from 'kysely';
import type { Database } from '@vigil/server-sdk';

export interface ${table} {
  id: Generated<number>;
  company_id: number;
  text: string;
}

/** The ${spec.id} plugin's tables (migration ${migrationName(spec)}). */
export interface ${pascal}Tables {
  ${spec.table}: ${table};
}

/** The platform's tables and the plugin's, as its handlers and seed steps see them. */
export type ${pascal}Database = Kysely<Database & ${pascal}Tables>;
`;
}
