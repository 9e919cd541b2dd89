import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect';
import type { Migration } from '../migration-runner';

/** Customer companies and the modules each has switched on. */
export const migration: Migration = {
  name: '002-create-companies',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await addIdColumn(db, db.schema.createTable('companies'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('logo', 'text')
      .addColumn('is_demo', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('company_modules')
      .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('module_id', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('company_modules_pk', ['company_id', 'module_id'])
      .execute();
  },
};
