import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect';
import type { Migration } from '../migration-runner';

/**
 * Personnel administration (spec part 1 §2 /Admin, part 2 §3 employee detail): the employee fields an admin
 * edits (nationality, platform code, hidden, tracking, political-risk visibility) and the company's projects
 * ("buildings" in the API) with the employees assigned to them.
 */
export const migration: Migration = {
  name: '016-create-personnel',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    await db.schema.alterTable('customers').addColumn('nationality_id', 'integer', (column) => column.references('countries.id').onDelete('set null')).execute();
    await db.schema.alterTable('customers').addColumn('employee_code', 'text').execute();
    // Hidden means disabled: the account cannot sign in and its sessions end.
    await db.schema.alterTable('customers').addColumn('hidden', 'integer', (column) => column.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('customers').addColumn('tracking_enabled', 'integer', (column) => column.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('customers').addColumn('political_risk_visible', 'integer', (column) => column.notNull().defaultTo(1)).execute();
    await addIdColumn(db, db.schema.createTable('buildings'))
      .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('label', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('buildings_company_label', ['company_id', 'label'])
      .execute();
    await db.schema
      .createTable('customer_buildings')
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('building_id', 'integer', (column) => column.notNull().references('buildings.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('customer_buildings_pk', ['customer_id', 'building_id'])
      .execute();
  },
};
