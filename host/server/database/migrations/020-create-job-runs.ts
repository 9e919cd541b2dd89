import type { Kysely } from 'kysely';
import type { Migration } from '../migration-runner';

/**
 * Issue 23: a periodic job runs once per period across every server process on one PostgreSQL. A process claims a
 * period by moving `next_run_at` on and taking a lease (`locked_by`, `locked_until`); a process killed mid-run
 * leaves the lease to expire. `run_count` counts the claimed runs (what the multi-process test observes).
 */
export const migration: Migration = {
  name: '020-create-job-runs',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('job_runs')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('next_run_at', 'text', (column) => column.notNull())
      .addColumn('locked_by', 'text')
      .addColumn('locked_until', 'text')
      .addColumn('run_count', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },
};
