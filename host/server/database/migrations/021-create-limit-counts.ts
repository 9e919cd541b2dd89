import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import type { Migration } from '../migration-runner';

/**
 * What the limits remember, shared by every process on one database (issue 23).
 *
 * rate_limit_counts, on PostgreSQL only (one server on SQLite counts in memory): the fixed-window counts of the
 * sign-in limits and the anonymous writes. UNLOGGED: written on every failed sign-in and anonymous write without
 * the write-ahead log, and emptied by a crash (not by a clean restart), which at worst gives a guesser one fresh
 * window of tries (minutes) at the moment the server came back.
 *
 * sign_in_known_pairs, logged on both dialects: the accounts and addresses that signed in lately, exempt from the
 * wider sign-in limits for 30 days; losing them would lock owners out during a flood, so they survive a crash.
 */
export const migration: Migration = {
  name: '021-create-limit-counts',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    if (dialectOf(db) === 'postgres') {
      await sql`create unlogged table rate_limit_counts (key text primary key, count integer not null, reset_at timestamptz not null)`.execute(db);
      await sql`create index rate_limit_counts_reset_at on rate_limit_counts (reset_at)`.execute(db);
    }
    await db.schema
      .createTable('sign_in_known_pairs')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('sign_in_known_pairs_expires_at').on('sign_in_known_pairs').column('expires_at').execute();
  },
};
