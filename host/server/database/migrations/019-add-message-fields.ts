import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import type { Migration } from '../migration-runner';

/**
 * Notifications become messages a person sends to another (spec part 2 §3 Alert/message): who sent it, whether it
 * is a plain message or a pickup with its details, and when it was read. Earlier rows read as plain messages from
 * nobody. A message's image is kept like an avatar, in the database under a random id, served at an unguessable URL.
 */
export const migration: Migration = {
  name: '019-add-message-fields',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    await db.schema
      .alterTable('notifications')
      .addColumn('sender_id', 'integer', (column) => column.references('customers.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('notifications').addColumn('kind', 'text', (column) => column.notNull().defaultTo('message')).execute();
    for (const name of ['pickup_date', 'airport', 'location', 'driver', 'driver_detail', 'pickup_company', 'vhl', 'read_at']) {
      await db.schema.alterTable('notifications').addColumn(name, 'text').execute();
    }
    // Deleting a customer clears the sender of the messages they sent: without an index that is a full scan.
    await db.schema.createIndex('notifications_sender_id').on('notifications').column('sender_id').execute();
    await db.schema
      .createTable('message_images')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('notification_id', 'integer', (column) => column.notNull().unique().references('notifications.id').onDelete('cascade'))
      .addColumn('mime_type', 'text', (column) => column.notNull())
      .addColumn('bytes', dialectOf(db) === 'postgres' ? 'bytea' : 'blob', (column) => column.notNull())
      .execute();
  },
};
