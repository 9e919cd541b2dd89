import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import type { Migration } from '../migration-runner';

/**
 * Issue 21: a project (building) gets a location the admin sets, for the documents' map of projects. Both null
 * until set; the handler writes both or neither. PostgreSQL's `real` is single precision (about a metre lost at
 * six decimals), so there it is `double precision`, as SQLite's REAL already is.
 */
export const migration: Migration = {
  name: '023-add-building-locations',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    const type = dialectOf(db) === 'postgres' ? 'double precision' : 'real';
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    await db.schema.alterTable('buildings').addColumn('lat', type).execute();
    await db.schema.alterTable('buildings').addColumn('lng', type).execute();
  },
};
