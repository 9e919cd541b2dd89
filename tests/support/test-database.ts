import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase, type DatabaseConnection, type DialectName } from '../../host/server/database/connect';

/** One test file's own database: a temporary data directory, plus a fresh PostgreSQL database on that suite. */
export interface TestDatabase {
  dialect: DialectName;
  /** Always a fresh temporary directory (SQLite file, generated JWT secret). */
  dataDir: string;
  /** Set on the server-postgres suite. */
  databaseUrl?: string;
  /** Drops the PostgreSQL database and removes the data directory. */
  close(): Promise<void>;
  /** PostgreSQL only: ends every open connection to the database from the server side, as a restart would. */
  terminateConnections?(): Promise<void>;
}

export const MISSING_POSTGRES_MESSAGE =
  'PostgreSQL is needed for the server-postgres suite: run the tests with `npm test` (it starts one) ' +
  'or set VIGIL_TEST_DATABASE_URL';

/** The dialect the running jest project asks for (VIGIL_TEST_DB, set by tests/support/use-*.cjs). */
export function testDialect(): DialectName {
  return process.env.VIGIL_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database of the running project's dialect, or of the one asked for. */
export async function createTestDatabase(dialect: DialectName = testDialect()): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-test-'));
  const removeDataDir = (): void => rmSync(dataDir, { recursive: true, force: true });
  if (dialect === 'sqlite') {
    return { dialect: 'sqlite', dataDir, close: async () => removeDataDir() };
  }
  const adminUrl = process.env.VIGIL_TEST_DATABASE_URL;
  if (!adminUrl) {
    removeDataDir();
    throw new Error(MISSING_POSTGRES_MESSAGE);
  }
  // Random hex only, so the name is safe to put in DDL, which cannot take bound parameters.
  const name = `vigil_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  return {
    dialect: 'postgres',
    dataDir,
    databaseUrl: withDatabase(adminUrl, name),
    async close(): Promise<void> {
      removeDataDir();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
    async terminateConnections(): Promise<void> {
      await adminQuery(adminUrl, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
    },
  };
}

/**
 * The database opened from the test's own process, beside a server that runs on it in another (the built server's
 * tests set their data up this way, plugins' included); close it when done.
 */
export function openTestDatabase(database: TestDatabase): Promise<DatabaseConnection> {
  return connectDatabase(database);
}
