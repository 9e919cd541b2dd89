import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';
import type { DialectName } from './connect';

/**
 * Dialect helpers for migrations (core and plugins): migrations receive only a Kysely instance, so the dialect
 * is read from its adapter rather than passed around.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works for any schema, including Kysely<unknown>
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Adds an auto-incrementing integer primary key `id`: `serial` on PostgreSQL, `integer autoincrement` on SQLite. */
export function addIdColumn<T extends string, C extends string>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  table: CreateTableBuilder<T, C>,
): CreateTableBuilder<T, C | 'id'> {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (column) => column.primaryKey())
    : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}
