import type { Kysely } from 'kysely';
import { connectDatabase, type DatabaseConnection } from '../../../host/server/database/connect';
import { appliedMigrations, MIGRATIONS_TABLE, runMigrations, type Migration } from '../../../host/server/database/migration-runner';
import { CORE_MIGRATIONS } from '../../../host/server/database/migrations/core-migrations';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let database: TestDatabase;
let connection: DatabaseConnection;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let db: Kysely<any>;
beforeAll(async () => {
  database = await createTestDatabase();
  connection = await connectDatabase(database);
  db = connection.db;
}, 30_000);
afterAll(async () => {
  await connection?.close();
  await database?.close();
});

const tableNames = async (): Promise<string[]> => (await db.introspection.getTables()).map((table) => table.name);

test('applies every core migration once, in order, and records it', async () => {
  expect(await runMigrations(db, CORE_MIGRATIONS)).toEqual(CORE_MIGRATIONS.map((migration) => migration.name));
  expect((await appliedMigrations(db)).sort()).toEqual(CORE_MIGRATIONS.map((migration) => migration.name).sort());
  expect(await runMigrations(db, CORE_MIGRATIONS)).toEqual([]);
  const recorded = await db.selectFrom(MIGRATIONS_TABLE).select(['name', 'applied_at']).execute();
  for (const row of recorded) expect(Number.isNaN(Date.parse(row.applied_at))).toBe(false);
});

test('runs only the migrations added since', async () => {
  const later: Migration = {
    name: 'test_001_create_later',
    up: (target) => target.schema.createTable('later').addColumn('id', 'integer').execute(),
  };
  expect(await runMigrations(db, [...CORE_MIGRATIONS, later])).toEqual(['test_001_create_later']);
  expect(await tableNames()).toContain('later');
});

test('refuses two migrations with one name', async () => {
  const twice: Migration = { name: 'test_twice', up: async () => undefined };
  await expect(runMigrations(db, [twice, twice])).rejects.toThrow("Two migrations are named 'test_twice'");
});

test('inside a transaction, a failing migration leaves nothing behind', async () => {
  const failing: Migration = {
    name: 'test_002_fails',
    async up(target) {
      await target.schema.createTable('half_done').addColumn('id', 'integer').execute();
      throw new Error('migration failed');
    },
  };
  await expect(db.transaction().execute((trx) => runMigrations(trx, [failing]))).rejects.toThrow('migration failed');
  expect(await tableNames()).not.toContain('half_done');
  expect(await appliedMigrations(db)).not.toContain('test_002_fails');
});
