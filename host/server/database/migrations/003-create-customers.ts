import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect';
import type { Migration } from '../migration-runner';

/** Accounts of the companies' employees (the spec's customers). */
export const migration: Migration = {
  name: '003-create-customers',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await addIdColumn(db, db.schema.createTable('customers'))
      .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('username', 'text', (column) => column.notNull().unique())
      .addColumn('email', 'text', (column) => column.notNull().unique())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('surname', 'text', (column) => column.notNull())
      .addColumn('phone', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('image', 'text')
      .addColumn('permissions', 'text', (column) => column.notNull().defaultTo('[]'))
      .addColumn('privacy_checked_at', 'text')
      .addColumn('last_login_at', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('customers_company_id').on('customers').column('company_id').execute();
  },
};
