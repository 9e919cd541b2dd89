import type { Kysely } from 'kysely';
import { addIdColumn, type PluginMigration } from '@vigil/server-sdk';

/**
 * Country risk analysis and news alerts content. A country's detail is read whole, so its texts and lists are
 * one JSON document; the columns the lists and the map filter or colour by are their own columns.
 *
 * Its name is the one installations recorded when it was a core migration: it never changes. It creates nat's
 * tables too (threat_categories, news_alerts: plugins/nat/server/tables.ts), as it always did; nat uses gpa, so
 * they exist wherever nat runs (docs/decisions.md).
 */
export const migration: PluginMigration = {
  name: '014-create-risk-content',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await addIdColumn(db, db.schema.createTable('threat_categories'))
      .addColumn('name', 'text', (column) => column.notNull().unique())
      .addColumn('icon', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('country_risk_profiles')
      .addColumn('country_id', 'integer', (column) => column.primaryKey().references('countries.id').onDelete('cascade'))
      // Tenths of a point: an integer reads back identically on both dialects, a float column may not.
      .addColumn('evaluation_tenths', 'integer', (column) => column.notNull())
      .addColumn('allows_geopolitical', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('content', 'text', (column) => column.notNull())
      .addColumn('is_demo', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await addIdColumn(db, db.schema.createTable('news_alerts'))
      .addColumn('country_id', 'integer', (column) => column.notNull().references('countries.id').onDelete('cascade'))
      .addColumn('category_id', 'integer', (column) => column.notNull().references('threat_categories.id'))
      .addColumn('alert_level', 'text', (column) => column.notNull())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('subtitle', 'text', (column) => column.notNull())
      .addColumn('description', 'text', (column) => column.notNull())
      .addColumn('image', 'text')
      .addColumn('is_demo', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    // The list is read newest first, often for one country.
    await db.schema.createIndex('news_alerts_created_at').on('news_alerts').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('news_alerts_country').on('news_alerts').column('country_id').execute();
  },
};
