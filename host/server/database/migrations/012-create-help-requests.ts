import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect';
import type { Migration } from '../migration-runner';

/** Messages sent with the help modal: mailed to support, and kept as the record of what support was asked. */
export const migration: Migration = {
  name: '012-create-help-requests',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await addIdColumn(db, db.schema.createTable('help_requests'))
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('message', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
  },
};
