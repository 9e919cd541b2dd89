import { connectDatabase, type DatabaseConnection } from '../../host/server/database/connect';
import { CORE_MIGRATIONS } from '../../host/server/database/migrations/core-migrations';
import { runMigrations } from '../../host/server/database/migration-runner';
import { claimJobRun, releaseJobRun } from '../../host/server/jobs/job-claim';
import { databaseJobGroup } from '../../host/server/jobs/job-group';
import { startPeriodicJob } from '../../host/server/periodic-job';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** Issue 23: a job's period is claimed in the database, so one process of a group runs it (both dialects). */
let database: TestDatabase;
let connection: DatabaseConnection;

beforeAll(async () => {
  database = await createTestDatabase();
  connection = await connectDatabase(database);
  await runMigrations(connection.db, CORE_MIGRATIONS);
});

afterAll(async () => {
  await connection?.close();
  await database?.close();
});

const MINUTE = 60_000;
const at = (ms: number): Date => new Date(Date.UTC(2030, 0, 1) + ms);

test('a period is claimed by one owner only, and the next one only once it is due', async () => {
  const { db } = connection;
  const job = { name: 'periods', everyMs: MINUTE, leaseMs: MINUTE };
  // A new job waits its first period, as a lone timer does.
  expect(await claimJobRun(db, { ...job, owner: 'a' }, at(0))).toBe(false);
  const due = at(MINUTE);
  const answers = await Promise.all(['a', 'b', 'c'].map((owner) => claimJobRun(db, { ...job, owner }, due)));
  expect(answers.filter(Boolean)).toHaveLength(1);
  const winner = ['a', 'b', 'c'][answers.indexOf(true)]!;
  await releaseJobRun(db, 'periods', winner);
  // Released, but the next period is not due before another minute.
  expect(await claimJobRun(db, { ...job, owner: 'b' }, at(MINUTE + 30_000))).toBe(false);
  expect(await claimJobRun(db, { ...job, owner: 'b' }, at(2 * MINUTE))).toBe(true);
  const row = await db.selectFrom('job_runs').selectAll().where('name', '=', 'periods').executeTakeFirstOrThrow();
  expect(row).toMatchObject({ locked_by: 'b', run_count: 2, next_run_at: at(3 * MINUTE).toISOString() });
});

test('a run whose process died holds its lease until it expires, then another process takes the job', async () => {
  const { db } = connection;
  const job = { name: 'killed', everyMs: 1_000, leaseMs: 10_000 };
  await claimJobRun(db, { ...job, owner: 'dead' }, at(0));
  expect(await claimJobRun(db, { ...job, owner: 'dead' }, at(1_000))).toBe(true);
  // Never released: due again after a period, but the lease still holds it.
  expect(await claimJobRun(db, { ...job, owner: 'alive' }, at(5_000))).toBe(false);
  expect(await claimJobRun(db, { ...job, owner: 'alive' }, at(11_001))).toBe(true);
});

test('three timers of one group run a job once per period between them', async () => {
  const names = ['p1', 'p2', 'p3'];
  const runs: string[] = [];
  const started = Date.now();
  const jobs = names.map((name) =>
    startPeriodicJob('counted', 200, async () => void runs.push(name), { warn: () => undefined }, databaseJobGroup(connection.db, name)),
  );
  // Until seven runs, however slow the machine: what is checked is that no period ran twice, not the timers' pace.
  while (runs.length < 7 && Date.now() - started < 30_000) await new Promise((resolve) => setTimeout(resolve, 50));
  await Promise.all(jobs.map((job) => job.stop()));
  const periods = Math.floor((Date.now() - started) / 200);
  expect(runs.length).toBeGreaterThanOrEqual(7);
  // The first period waits 200 ms, then one run a period between the three: one more if a tenth-early claim lines up.
  expect(runs.length).toBeLessThanOrEqual(periods + 1);
  const row = await connection.db.selectFrom('job_runs').select('run_count').where('name', '=', 'counted').executeTakeFirstOrThrow();
  expect(row.run_count).toBe(runs.length);
});
