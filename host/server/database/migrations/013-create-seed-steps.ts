import type { Kysely } from 'kysely';
import type { Migration } from '../migration-runner';

/**
 * Seed content added after the first release (seed/seed-steps): each step runs once, on new installations after
 * the seed and on existing ones at their next start.
 */
export const migration: Migration = {
  name: '013-create-seed-steps',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('seed_steps')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('applied_at', 'text', (column) => column.notNull())
      .execute();
  },
};
