import { migrationName } from '../generated-names';
import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString } from '../ts-literal';

/** plugins/<id>/server/migrations/<id>-001-create-<table>.ts: the module's first table, created by its own migration. */
export function migrationTemplate(spec: PluginSpec): string {
  return `${GENERATED_HEADER}
import { addIdColumn, type PluginMigration } from '@vigil/server-sdk';

/**
 * ${spec.table}: rows of ${spec.id}, each a company's. Plugin migrations run after the platform's, in order; the
 * name is recorded once applied, so it never changes: a change of the table is a new numbered migration.
 */
export const migration: PluginMigration = {
  name: ${tsString(migrationName(spec))},
  async up(db) {
    await addIdColumn(db, db.schema.createTable(${tsString(spec.table)}))
      .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('text', 'text', (column) => column.notNull())
      .execute();
  },
};
`;
}
