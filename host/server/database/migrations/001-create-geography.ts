import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect';
import type { Migration } from '../migration-runner';

/** Continents, countries and their main cities (seeded from data packages, see seed/geography-rows). */
export const migration: Migration = {
  name: '001-create-geography',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await addIdColumn(db, db.schema.createTable('continents'))
      .addColumn('code', 'text', (column) => column.notNull().unique())
      .addColumn('name', 'text', (column) => column.notNull())
      .execute();

    await addIdColumn(db, db.schema.createTable('countries'))
      .addColumn('continent_id', 'integer', (column) => column.notNull().references('continents.id'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('iso2', 'text', (column) => column.notNull().unique())
      .addColumn('iso3', 'text', (column) => column.notNull())
      .addColumn('iso_numeric', 'text')
      .addColumn('calling_code', 'text', (column) => column.notNull())
      .addColumn('capital', 'text')
      .addColumn('time_zones', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('countries_continent_id').on('countries').column('continent_id').execute();

    await addIdColumn(db, db.schema.createTable('cities'))
      .addColumn('country_id', 'integer', (column) => column.notNull().references('countries.id').onDelete('cascade'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('latitude', 'double precision', (column) => column.notNull())
      .addColumn('longitude', 'double precision', (column) => column.notNull())
      .addColumn('population', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('is_capital', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('cities_country_id').on('cities').column('country_id').execute();
  },
};
