import type { Kysely } from 'kysely';
import { addIdColumn, type PluginMigration } from '@vigil/server-sdk';

/**
 * Travels and their itineraries (issue 22). The name is recorded once applied: a change of these tables is a new
 * numbered migration.
 */
export const migration: PluginMigration = {
  name: 'tra-001-create-travels',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it is at its time
  async up(db: Kysely<any>): Promise<void> {
    await addIdColumn(db, db.schema.createTable('travels'))
      .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('travel_name', 'text', (column) => column.notNull())
      .addColumn('start_date', 'text', (column) => column.notNull())
      .addColumn('end_date', 'text', (column) => column.notNull())
      .addColumn('reference_name', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('reference_email', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('reference_phone', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('tracking_interval_ms', 'integer', (column) => column.notNull())
      .addColumn('source_id', 'integer', (column) => column.notNull())
      // Plain ids, not references: who registered or approved a travel stays named after their account goes.
      .addColumn('created_by', 'integer', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('approved_by', 'integer')
      .addColumn('approved_at', 'text')
      .execute();
    // The list pages the company's travels newest start first; Locate and "who is affected" ask by dates.
    await db.schema.createIndex('travels_company_start').on('travels').columns(['company_id', 'start_date']).execute();
    await db.schema.createIndex('travels_customer').on('travels').column('customer_id').execute();

    await addIdColumn(db, db.schema.createTable('travel_stops'))
      .addColumn('travel_id', 'integer', (column) => column.notNull().references('travels.id').onDelete('cascade'))
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('country_id', 'integer', (column) => column.notNull().references('countries.id').onDelete('cascade'))
      .addColumn('city_id', 'integer', (column) => column.references('cities.id').onDelete('set null'))
      .addColumn('date', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('travel_stops_travel').on('travel_stops').column('travel_id').execute();
    await db.schema.createIndex('travel_stops_country').on('travel_stops').column('country_id').execute();
  },
};
