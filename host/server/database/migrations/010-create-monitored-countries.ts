import type { Kysely } from 'kysely';
import type { Migration } from '../migration-runner';

/** Countries a user monitors, each with the threat levels to be alerted about (JSON list, spec: level_alert). */
export const migration: Migration = {
  name: '010-create-monitored-countries',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('monitored_countries')
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('country_id', 'integer', (column) => column.notNull().references('countries.id').onDelete('cascade'))
      .addColumn('level_alert', 'text', (column) => column.notNull().defaultTo('[]'))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('monitored_countries_pk', ['customer_id', 'country_id'])
      .execute();
  },
};
