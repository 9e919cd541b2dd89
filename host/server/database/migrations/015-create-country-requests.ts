import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect';
import type { Migration } from '../migration-runner';

/** What users ask of a country: print reports (mailed to support, kept as the record) and detail views. */
export const migration: Migration = {
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
