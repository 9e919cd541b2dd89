import type { Kysely } from 'kysely';
import type { Migration } from '../migration-runner';

/** Plugins whose seed has run, so a plugin added to an existing installation is seeded exactly once. */
export const migration: Migration = {
  name: '005-create-plugin-installs',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('plugin_installs')
      .addColumn('plugin_id', 'text', (column) => column.primaryKey())
      .addColumn('installed_at', 'text', (column) => column.notNull())
      .execute();
  },
};
