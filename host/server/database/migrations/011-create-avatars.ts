import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import type { Migration } from '../migration-runner';

/**
 * Profile images, one per user, in the database so they survive restarts and are shared by every server process
 * on PostgreSQL. `id` is random: the image is served publicly at an unguessable URL (/media/avatar/<id>.<ext>).
 */
export const migration: Migration = {
  name: '011-create-avatars',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('avatars')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('customer_id', 'integer', (column) => column.notNull().unique().references('customers.id').onDelete('cascade'))
      .addColumn('mime_type', 'text', (column) => column.notNull())
      .addColumn('bytes', dialectOf(db) === 'postgres' ? 'bytea' : 'blob', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
  },
};
