import { sql } from 'kysely';
import type { PluginMigration } from '@vigil/server-sdk';

/** The note on an SOS this migration closes, so an operator reading the history knows why it closed itself. */
export const MERGED_SOS_NOTE = 'Closed by the upgrade: opened at the same time as an earlier SOS of the same person, which stays open';

/**
 * At most one open SOS per person, enforced by the database: two fixes with an alarm arriving at once in two
 * processes each saw none open and each opened one. A partial unique index (SQLite and PostgreSQL both have them)
 * lets the opening insert do nothing on conflict. Pairs opened before it are merged first: the earliest stays open,
 * the others are closed with a note. The name is recorded once applied.
 */
export const migration: PluginMigration = {
  name: 'tracking-003-one-open-sos',
  async up(db) {
    const now = new Date().toISOString();
    await sql`UPDATE tracking_sos SET closed_at = ${now}, close_note = ${MERGED_SOS_NOTE}
      WHERE closed_at IS NULL
        AND id NOT IN (SELECT MIN(id) FROM tracking_sos WHERE closed_at IS NULL GROUP BY customer_id)`.execute(db);
    await db.schema
      .createIndex('tracking_sos_one_open')
      .on('tracking_sos')
      .column('customer_id')
      .unique()
      .where(sql.ref('closed_at'), 'is', null)
      .execute();
  },
};
