import type { Kysely } from 'kysely';
import type { Migration } from '../migration-runner';

/**
 * Account fields of issue 3: language and foreign phone (account form), whether the sign-up was confirmed
 * (accounts that existed before count as confirmed) and the sign-in before the current one (the account header's
 * "last login").
 */
export const migration: Migration = {
  name: '006-add-customer-account-fields',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    await db.schema.alterTable('customers').addColumn('language', 'text', (column) => column.notNull().defaultTo('en')).execute();
    await db.schema.alterTable('customers').addColumn('foreign_phone', 'text', (column) => column.notNull().defaultTo('')).execute();
    await db.schema.alterTable('customers').addColumn('is_confirmed', 'integer', (column) => column.notNull().defaultTo(1)).execute();
    await db.schema.alterTable('customers').addColumn('previous_login_at', 'text').execute();
  },
};
