import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect';
import type { Migration } from '../migration-runner';

/**
 * Single-use tokens mailed to a user: registration confirmation and password reset. Like login tokens only
 * their sha256 is kept; `used_at` marks one spent.
 */
export const migration: Migration = {
  name: '008-create-account-tokens',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await addIdColumn(db, db.schema.createTable('account_tokens'))
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (column) => column.notNull())
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('account_tokens_customer_id').on('account_tokens').columns(['customer_id', 'purpose']).execute();
  },
};
