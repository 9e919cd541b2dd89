import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { claimJobRun, releaseJobRun } from './job-claim';

/**
 * How the periodic jobs of one process share their runs with the other processes on the same PostgreSQL: each
 * period's run is claimed in the database (job-claim.ts), so one process runs it. SQLite serves one process, so
 * there it is absent and each job runs on its own timer.
 */
export interface JobGroup {
  /** True when this process has this period's run of `name`; `release` must follow the run. */
  claim(name: string, everyMs: number): Promise<boolean>;
  release(name: string): Promise<void>;
}

/** The shortest lease: a run that overruns its lease may be started again by another process. */
export const MIN_JOB_LEASE_MS = 30_000;

/**
 * A run holds its lease for a period, and at least MIN_JOB_LEASE_MS: long enough for any run of the jobs we have
 * (a purge, a scan), and a run killed mid-way delays the job by no more than about one period.
 */
export function jobLeaseMs(everyMs: number): number {
  return Math.max(everyMs, MIN_JOB_LEASE_MS);
}

/**
 * A claimed run makes the next one due a tenth of a period early: each process's timer ticks once a period, a
 * few milliseconds after the claim it made, and must not find its own next period not yet due (which would
 * leave it to another process's timer, or skip it). A run may therefore come up to a tenth of a period early.
 */
export function claimedPeriodMs(everyMs: number): number {
  return everyMs - Math.floor(everyMs / 10);
}

/** The job group of process `instance`; the random part keeps two processes given the same name apart. */
export function databaseJobGroup(db: Kysely<Database>, instance: string): JobGroup {
  const owner = `${instance}/${randomBytes(4).toString('hex')}`;
  return {
    claim: (name, everyMs) => claimJobRun(db, { name, everyMs: claimedPeriodMs(everyMs), leaseMs: jobLeaseMs(everyMs), owner }),
    release: (name) => releaseJobRun(db, name, owner),
  };
}
