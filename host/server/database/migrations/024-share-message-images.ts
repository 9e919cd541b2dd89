import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import type { Migration } from '../migration-runner';

/**
 * One image serves every notification of a message sent to many (a contact to thousands of travellers stored a
 * 2 MB photo per recipient): message_images loses its one notification, and each notification names its image
 * (image_id). An image goes when the last notification using it goes (or, left behind by a customer's cascade or
 * a send that stored nobody, at the next purge an hour or more after it was made: created_at).
 *
 * SQLite cannot drop the NOT NULL UNIQUE notification_id in place, so the table is rebuilt on both dialects: new
 * table, rows copied under their ids (the URLs in notifications.image name those ids, so they keep serving the same
 * bytes), old one dropped, new one renamed. The runner's transaction covers every step.
 */
export const migration: Migration = {
  name: '024-share-message-images',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    const postgres = dialectOf(db) === 'postgres';
    // NOT NULL spelled out: SQLite lets a text primary key be null.
    await db.schema
      .createTable('message_images_shared')
      .addColumn('id', 'text', (column) => column.primaryKey().notNull())
      .addColumn('mime_type', 'text', (column) => column.notNull())
      .addColumn('bytes', postgres ? 'bytea' : 'blob', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    // An image is as old as its message.
    await sql`insert into message_images_shared (id, mime_type, bytes, created_at)
              select i.id, i.mime_type, i.bytes, n.created_at from message_images i join notifications n on n.id = i.notification_id`.execute(db);
    // No ON DELETE action: an image a notification still shows cannot be deleted from under it.
    await db.schema
      .alterTable('notifications')
      .addColumn('image_id', 'text', (column) => column.references('message_images_shared.id'))
      .execute();
    await sql`update notifications set image_id = (select i.id from message_images i where i.notification_id = notifications.id)
              where id in (select notification_id from message_images)`.execute(db);
    await db.schema.dropTable('message_images').execute();
    // SQLite rewrites notifications' REFERENCES to the new name; PostgreSQL's foreign key follows the table itself.
    await db.schema.alterTable('message_images_shared').renameTo('message_images').execute();
    if (postgres) await sql`alter table message_images rename constraint message_images_shared_pkey to message_images_pkey`.execute(db);
    // Deleting a notification asks whether another still uses its image, and the purge looks for images none uses.
    await db.schema.createIndex('notifications_image_id').on('notifications').column('image_id').execute();
  },
};
