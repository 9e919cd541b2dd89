import type { Kysely } from 'kysely';
import { connectDatabase } from '../../../host/server/database/connect';
import { runMigrations, type Migration } from '../../../host/server/database/migration-runner';
import { CORE_MIGRATIONS } from '../../../host/server/database/migrations/core-migrations';
import { createTestDatabase } from '../../support/test-database';

export interface MigratedDatabase {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as of the migration under test
  db: Kysely<any>;
  /** Columns of a table by name, from the live schema. */
  columns(table: string): Promise<Record<string, { nullable: boolean }>>;
  close(): Promise<void>;
}

/** A fresh test database with the core migrations applied up to and including the one named. */
export async function migratedUpTo(name: string): Promise<MigratedDatabase> {
  const index = CORE_MIGRATIONS.findIndex((migration) => migration.name === name);
  if (index < 0) throw new Error(`No core migration named ${name}`);
  return migrated(CORE_MIGRATIONS.slice(0, index + 1));
}

/**
 * A fresh test database with every core migration and then a plugin's migrations, up to and including the one
 * under test: as on a new installation, where the platform's run first.
 */
export async function migratedWith(pluginMigrations: readonly Migration[]): Promise<MigratedDatabase> {
  return migrated([...CORE_MIGRATIONS, ...pluginMigrations]);
}

/**
 * Applies a plugin's later migrations to a database made by migratedWith, as an upgrade does: the ones applied
 * already are skipped, so rows written in between meet the new migration.
 */
export async function migrateFurther(database: MigratedDatabase, pluginMigrations: readonly Migration[]): Promise<void> {
  await runMigrations(database.db, [...CORE_MIGRATIONS, ...pluginMigrations]);
}

async function migrated(migrations: readonly Migration[]): Promise<MigratedDatabase> {
  const database = await createTestDatabase();
  const connection = await connectDatabase(database);
  await runMigrations(connection.db, migrations);
  return {
    db: connection.db,
    async columns(table: string) {
      const tables = await connection.db.introspection.getTables();
      const found = tables.find((candidate) => candidate.name === table);
      if (!found) throw new Error(`No table ${table}`);
      return Object.fromEntries(found.columns.map((column) => [column.name, { nullable: column.isNullable }]));
    },
    async close() {
      await connection.close();
      await database.close();
    },
  };
}

/**
 * Expects a write to be refused by a constraint (unique, primary or foreign key). Checked by message: SQLite's
 * errors come from a native module and fail jest's cross-realm `toThrow` even when thrown.
 */
export async function expectConstraintViolation(write: Promise<unknown>): Promise<void> {
  const outcome = await write.then(
    () => 'accepted',
    (error: unknown) => (error as { message?: string }).message ?? String(error),
  );
  expect(outcome).toMatch(/constraint/i);
}
