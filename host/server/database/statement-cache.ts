import type { Database as BetterSqlite } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every distinct query the server and its plugins run; the oldest is dropped beyond it. */
const MAX_STATEMENTS = 500;

/**
 * Kysely's SQLite driver prepares every query anew, and parsing SQL costs more than running a small indexed
 * query. This keeps prepared statements by SQL text (queries are parameterised, so the texts are few). SQLite
 * re-prepares a cached statement by itself when a migration changes the schema.
 */
export function withStatementCache(database: BetterSqlite): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value ?? '');
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
