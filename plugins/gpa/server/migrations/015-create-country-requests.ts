import type { Kysely } from 'kysely';
import { addIdColumn, type PluginMigration } from '@vigil/server-sdk';

/**
 * What users ask of a country: print reports (mailed to support, kept as the record) and detail views. Its name is
 * the one installations recorded when it was a core migration: it never changes.
 */
export const migration: PluginMigration = {
  name: '015-create-country-requests',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await addIdColumn(db, db.schema.createTable('print_requests'))
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('country_id', 'integer', (column) => column.notNull().references('countries.id').onDelete('cascade'))
      .addColumn('language', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await addIdColumn(db, db.schema.createTable('country_views'))
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('country_id', 'integer', (column) => column.notNull().references('countries.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
  },
};
