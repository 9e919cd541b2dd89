import { addIdColumn, type PluginMigration } from '@vigil/server-sdk';

const REAL = 'double precision';

/**
 * Devices, positions, people's state, SOS, settings and the looks at positions. Positions and people go with
 * their customer (a deleted employee leaves no trace of where they were). The name is recorded once applied.
 */
export const migration: PluginMigration = {
  name: 'tracking-001-create-tracking',
  async up(db) {
    await addIdColumn(db, db.schema.createTable('tracking_devices'))
      .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('app', 'text', (column) => column.notNull())
      .addColumn('label', 'text', (column) => column.notNull())
      .addColumn('secret_hash', 'text', (column) => column.notNull().unique())
      .addColumn('login', 'text', (column) => column.unique())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('last_seen_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('tracking_devices_customer').on('tracking_devices').column('customer_id').execute();

    await addIdColumn(db, db.schema.createTable('tracking_positions'))
      .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('device_id', 'integer', (column) => column.notNull().references('tracking_devices.id').onDelete('cascade'))
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('fix_time', 'text', (column) => column.notNull())
      .addColumn('received_at', 'text', (column) => column.notNull())
      .addColumn('lat', REAL, (column) => column.notNull())
      .addColumn('lon', REAL, (column) => column.notNull())
      .addColumn('speed', REAL)
      .addColumn('course', REAL)
      .addColumn('altitude', REAL)
      .addColumn('accuracy', REAL)
      .addColumn('battery', REAL)
      .addColumn('charging', 'integer')
      .addColumn('alarm', 'text')
      .addUniqueConstraint('tracking_positions_device_fix', ['device_id', 'fix_time'])
      .execute();
    await db.schema.createIndex('tracking_positions_customer_fix').on('tracking_positions').columns(['customer_id', 'fix_time']).execute();
    // Retention deletes by age across companies.
    await db.schema.createIndex('tracking_positions_fix_time').on('tracking_positions').column('fix_time').execute();

    await db.schema
      .createTable('tracking_people')
      .addColumn('customer_id', 'integer', (column) => column.primaryKey().references('customers.id').onDelete('cascade'))
      .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('paused', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('tracking_since', 'text', (column) => column.notNull())
      .addColumn('last_position_id', 'integer')
      .addColumn('last_fix_time', 'text')
      .addColumn('last_received_at', 'text')
      .addColumn('lat', REAL)
      .addColumn('lon', REAL)
      .addColumn('accuracy', REAL)
      .addColumn('battery', REAL)
      .addColumn('in_fence', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('tracking_people_company').on('tracking_people').column('company_id').execute();

    await addIdColumn(db, db.schema.createTable('tracking_sos'))
      .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('device_id', 'integer', (column) => column.references('tracking_devices.id').onDelete('set null'))
      .addColumn('position_id', 'integer', (column) => column.references('tracking_positions.id').onDelete('set null'))
      .addColumn('origin', 'text', (column) => column.notNull())
      .addColumn('raised_at', 'text', (column) => column.notNull())
      .addColumn('received_at', 'text', (column) => column.notNull())
      .addColumn('closed_at', 'text')
      .addColumn('closed_by', 'integer', (column) => column.references('customers.id').onDelete('set null'))
      .addColumn('close_note', 'text')
      .execute();
    await db.schema.createIndex('tracking_sos_customer').on('tracking_sos').columns(['customer_id', 'closed_at']).execute();

    await db.schema
      .createTable('tracking_settings')
      .addColumn('company_id', 'integer', (column) => column.primaryKey().references('companies.id').onDelete('cascade'))
      .addColumn('interval_seconds', 'integer', (column) => column.notNull())
      .addColumn('retention_days', 'integer', (column) => column.notNull())
      .execute();

    await addIdColumn(db, db.schema.createTable('tracking_views'))
      .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('viewer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('place', 'text', (column) => column.notNull())
      .addColumn('viewed_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('tracking_views_customer').on('tracking_views').columns(['customer_id', 'viewed_at']).execute();
  },
};
