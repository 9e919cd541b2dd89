import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import { postgresDialect } from './postgres-dialect';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseConnection {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** Holds the SQLite file when no databaseUrl is given. */
  dataDir: string;
  /** postgres:// URL; when set, PostgreSQL is used instead of the embedded SQLite file. */
  databaseUrl?: string;
}

export const SQLITE_FILE_NAME = 'vigil.sqlite';

/** Opens the database. The drivers are loaded lazily so the unused one costs nothing at start. */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseConnection> {
  const db = options.databaseUrl ? await connectPostgres(options.databaseUrl) : await connectSqlite(options.dataDir);
  return {
    db,
    dialect: options.databaseUrl ? 'postgres' : 'sqlite',
    close: () => db.destroy(),
  };
}

async function connectSqlite(dataDir: string): Promise<Kysely<Database>> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { default: SqliteDatabase } = await import('better-sqlite3');
  const database = new SqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME));
  database.pragma('journal_mode = WAL');
  // NORMAL is durable across application crashes in WAL mode and avoids an fsync per commit.
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
}

async function connectPostgres(databaseUrl: string): Promise<Kysely<Database>> {
  return new Kysely<Database>({ dialect: await postgresDialect(databaseUrl, 10, (message) => console.error(message)) });
}
