import type { Kysely } from 'kysely';
import type { Migration } from '../migration-runner';

/** The demo company's code; the sign-up link (/Login/signup/{email}/{company}) carries a company's code. */
export const DEMO_SIGNUP_CODE = 'demo';

/**
 * The code a sign-up link names its company by. A unique index rather than a UNIQUE column: SQLite cannot add a
 * constrained column to an existing table. Several companies may have no code (NULLs are distinct on both).
 */
export const migration: Migration = {
  name: '007-add-company-signup-codes',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('companies').addColumn('signup_code', 'text').execute();
    await db.schema.createIndex('companies_signup_code').on('companies').column('signup_code').unique().execute();
    // Existing installations: the seeded demo company gets the demo code, as a new installation's does.
    await db.updateTable('companies').set({ signup_code: DEMO_SIGNUP_CODE }).where('is_demo', '=', 1).execute();
  },
};
