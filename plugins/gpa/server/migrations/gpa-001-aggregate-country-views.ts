import { sql, type Kysely } from 'kysely';
import type { PluginMigration } from '@vigil/server-sdk';

/**
 * Country views become one row per user, country and day with a count, instead of a row per view: a user who opens
 * a country page again and again adds to a number, not to the table (docs/security.md, Stored data). Rows already
 * there are merged the same way; `created_at` stays the first view of the day.
 */
export const migration: PluginMigration = {
  name: 'gpa-001-aggregate-country-views',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('country_views').addColumn('day', 'text', (column) => column.notNull().defaultTo('')).execute();
    await db.schema.alterTable('country_views').addColumn('views', 'integer', (column) => column.notNull().defaultTo(1)).execute();
    await sql`update country_views set day = substr(created_at, 1, 10)`.execute(db);
    await sql`update country_views set views = (
      select count(*) from country_views same
      where same.customer_id = country_views.customer_id and same.country_id = country_views.country_id and same.day = country_views.day
    )
    where id in (select min(id) from country_views group by customer_id, country_id, day)`.execute(db);
    await sql`delete from country_views where id not in (select min(id) from country_views group by customer_id, country_id, day)`.execute(db);
    await db.schema.createIndex('country_views_per_day').unique().on('country_views').columns(['customer_id', 'country_id', 'day']).execute();
  },
};
