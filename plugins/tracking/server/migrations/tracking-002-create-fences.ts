import { addIdColumn, type PluginMigration } from '@vigil/server-sdk';

/**
 * Geofences, each person's standing with each (the judge's state between fixes) and the entries and exits it
 * confirmed, with the fix that proved each. The name is recorded once applied.
 */
export const migration: PluginMigration = {
  name: 'tracking-002-create-fences',
  async up(db) {
    await addIdColumn(db, db.schema.createTable('tracking_fences'))
      .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('geometry', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('tracking_fences_company').on('tracking_fences').column('company_id').execute();

    await db.schema
      .createTable('tracking_fence_states')
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('fence_id', 'integer', (column) => column.notNull().references('tracking_fences.id').onDelete('cascade'))
      .addColumn('inside', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('state', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('tracking_fence_states_key', ['customer_id', 'fence_id'])
      .execute();

    await addIdColumn(db, db.schema.createTable('tracking_fence_events'))
      .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('fence_id', 'integer', (column) => column.notNull().references('tracking_fences.id').onDelete('cascade'))
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('position_id', 'integer', (column) => column.references('tracking_positions.id').onDelete('set null'))
      .addColumn('fix_time', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('tracking_fence_events_customer').on('tracking_fence_events').columns(['customer_id', 'fix_time']).execute();
  },
};
