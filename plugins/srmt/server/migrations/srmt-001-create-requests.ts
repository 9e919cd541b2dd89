import { addIdColumn, type PluginMigration } from '@vigil/server-sdk';

/**
 * The evaluation requests (CTE, IE, SED), each a customer's. The name is recorded once applied, so it never
 * changes: a change of the table is a new numbered migration.
 */
export const migration: PluginMigration = {
  name: 'srmt-001-create-requests',
  async up(db) {
    await addIdColumn(db, db.schema.createTable('srmt_requests'))
      .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('country', 'text', (column) => column.notNull())
      .addColumn('details', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('srmt_requests_customer').on('srmt_requests').columns(['customer_id', 'id']).execute();
  },
};
