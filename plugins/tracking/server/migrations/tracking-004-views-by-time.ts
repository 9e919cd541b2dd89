import type { PluginMigration } from '@vigil/server-sdk';

/**
 * The looks at people's positions expire with the positions (delete-expired-positions.ts): an index by time, so the
 * hourly purge finds them without reading the whole table, which every GPS list and Locate load adds to.
 */
export const migration: PluginMigration = {
  name: 'tracking-004-views-by-time',
  async up(db) {
    await db.schema.createIndex('tracking_views_viewed_at').on('tracking_views').columns(['company_id', 'viewed_at']).execute();
  },
};
