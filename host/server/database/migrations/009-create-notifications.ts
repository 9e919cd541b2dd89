import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect';
import type { Migration } from '../migration-runner';

/** A user's notifications (the account's Alerts tab); they go with their user. */
export const migration: Migration = {
  name: '009-create-notifications',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await addIdColumn(db, db.schema.createTable('notifications'))
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('content', 'text', (column) => column.notNull())
      .addColumn('image', 'text')
      .addColumn('is_read', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('notifications_customer_id').on('notifications').column('customer_id').execute();
  },
};
