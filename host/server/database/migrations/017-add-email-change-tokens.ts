import type { Kysely } from 'kysely';
import type { Migration } from '../migration-runner';

/**
 * A changed email waits for the link mailed to the new address (issue 13): the token carries the new address and
 * the session that asked for the change, which stays signed in when the change is confirmed.
 */
export const migration: Migration = {
  name: '017-add-email-change-tokens',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    await db.schema.alterTable('account_tokens').addColumn('new_email', 'text').execute();
    await db.schema.alterTable('account_tokens').addColumn('session_id', 'integer').execute();
  },
};
