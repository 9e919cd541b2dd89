import { sql } from 'kysely';
import { connectDatabase, type DatabaseConnection } from '../../host/server/database/connect';
import { runMigrations } from '../../host/server/database/migration-runner';
import { CORE_MIGRATIONS } from '../../host/server/database/migrations/core-migrations';
import type { CounterStore } from '../../host/server/limits/counter-store';
import { DatabaseKnownPairs } from '../../host/server/limits/known-pairs';
import { MemoryCounterStore } from '../../host/server/limits/memory-counter-store';
import { PostgresCounterStore } from '../../host/server/limits/postgres-counter-store';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * The counter stores the limits count in: in memory on SQLite, in rate_limit_counts on PostgreSQL, where two
 * connections (two processes) share every count. The known sign-in pairs live in the database on both.
 */

let database: TestDatabase;
let connections: DatabaseConnection[] = [];
let stores: CounterStore[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  connections = [await connectDatabase(database), await connectDatabase(database)];
  await runMigrations(connections[0]!.db, CORE_MIGRATIONS);
  stores =
    database.dialect === 'postgres' ? connections.map((connection) => new PostgresCounterStore(connection.db)) : [new MemoryCounterStore()];
}, 60_000);

afterAll(async () => {
  for (const connection of connections) await connection.close();
  await database?.close();
});

const store = (): CounterStore => stores[0]!;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

test('counts a key within its window and answers the time left', async () => {
  const counts = [];
  for (let hit = 0; hit < 3; hit += 1) counts.push((await store().increment([{ key: 'one', windowMs: 60_000 }]))[0]!);
  expect(counts.map((count) => count.count)).toEqual([1, 2, 3]);
  for (const count of counts) {
    expect(count.ttlMs).toBeGreaterThan(58_000);
    expect(count.ttlMs).toBeLessThanOrEqual(60_000);
  }
  const [read] = await store().read(['one']);
  expect(read?.count).toBe(3);
  expect(await store().read(['nobody'])).toEqual([undefined]);
});

test('counts several keys at once, each in its own window, answered in the order asked', async () => {
  const hits = [
    { key: 'batch-b', windowMs: 300_000 },
    { key: 'batch-a', windowMs: 60_000 },
  ];
  await store().increment(hits);
  const [b, a] = await store().increment(hits);
  expect([b?.count, a?.count]).toEqual([2, 2]);
  expect(b!.ttlMs).toBeGreaterThan(60_000);
  expect(a!.ttlMs).toBeLessThanOrEqual(60_000);
  expect((await store().read(['batch-a', 'missing', 'batch-b'])).map((count) => count?.count)).toEqual([2, undefined, 2]);
});

test('a window that has ended starts again at one', async () => {
  await store().increment([{ key: 'short', windowMs: 300 }]);
  await store().increment([{ key: 'short', windowMs: 300 }]);
  await sleep(400);
  expect(await store().read(['short'])).toEqual([undefined]);
  expect((await store().increment([{ key: 'short', windowMs: 300 }]))[0]?.count).toBe(1);
});

test('reset forgets a key', async () => {
  await store().increment([{ key: 'forget', windowMs: 60_000 }]);
  await store().reset('forget');
  expect(await store().read(['forget'])).toEqual([undefined]);
  expect((await store().increment([{ key: 'forget', windowMs: 60_000 }]))[0]?.count).toBe(1);
});

test('on PostgreSQL, processes share each count, and concurrent hits are each counted once', async () => {
  if (database.dialect !== 'postgres') return;
  const [first, second] = stores as [CounterStore, CounterStore];
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, index) => (index % 2 ? first : second).increment([{ key: 'shared', windowMs: 60_000 }])),
  );
  expect(answers.map(([count]) => count!.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  expect((await second.read(['shared']))[0]?.count).toBe(40);
  await first.reset('shared');
  expect(await second.read(['shared'])).toEqual([undefined]);
});

test('on PostgreSQL, the counts are unlogged and the known pairs logged', async () => {
  if (database.dialect !== 'postgres') return;
  const { rows } = await sql<{ relname: string; relpersistence: string }>`
    select relname, relpersistence from pg_class where relname in ('rate_limit_counts', 'sign_in_known_pairs') order by relname`.execute(connections[0]!.db);
  expect(rows).toEqual([
    { relname: 'rate_limit_counts', relpersistence: 'u' },
    { relname: 'sign_in_known_pairs', relpersistence: 'p' },
  ]);
});

test('known pairs are kept in the database, hashed, seen by another connection, and expire', async () => {
  let now = Date.parse('2026-01-01T00:00:00Z');
  const ttlMs = 30 * 24 * 60 * 60 * 1000;
  const writer = new DatabaseKnownPairs(connections[0]!.db, ttlMs, () => now);
  const reader = new DatabaseKnownPairs(connections[1]!.db, ttlMs, () => now);
  await writer.remember('sp|/login|192.0.2.10|ada');
  expect(await reader.has('sp|/login|192.0.2.10|ada')).toBe(true);
  expect(await reader.has('sp|/login|192.0.2.11|ada')).toBe(false);
  const stored = await connections[0]!.db.selectFrom('sign_in_known_pairs').select('key').execute();
  expect(stored).toHaveLength(1);
  expect(stored[0]!.key).not.toContain('ada');
  // A later success moves the expiry on; without one, the pair is forgotten after 30 days.
  now += ttlMs - 1_000;
  await writer.remember('sp|/login|192.0.2.10|ada');
  now += ttlMs - 1_000;
  expect(await reader.has('sp|/login|192.0.2.10|ada')).toBe(true);
  now += 2_000;
  expect(await reader.has('sp|/login|192.0.2.10|ada')).toBe(false);
});
