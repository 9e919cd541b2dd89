import { sql, type Kysely } from 'kysely';
import type { Database } from '../database/schema';

/**
 * Takes this period's run of job `name` for `owner`, or answers false when another process has it (or the period
 * is not due yet). One UPDATE decides: the row's next run is moved one period on and a lease taken, both only
 * when the run is due and no unexpired lease holds it, so of the processes asking at once exactly one wins.
 * Times are the processes' own clocks (ISO text, as every time in the schema): leases are far longer than the
 * skew between the machines of one group.
 */
export async function claimJobRun(
  db: Kysely<Database>,
  claim: { name: string; everyMs: number; leaseMs: number; owner: string },
  now: Date = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  // A job new to the database first runs one period after the first process asked, as on a lone process's timer.
  const first = new Date(now.getTime() + claim.everyMs).toISOString();
  await db.insertInto('job_runs').values({ name: claim.name, next_run_at: first }).onConflict((conflict) => conflict.column('name').doNothing()).execute();
  const result = await db
    .updateTable('job_runs')
    .set({
      next_run_at: new Date(now.getTime() + claim.everyMs).toISOString(),
      locked_by: claim.owner,
      locked_until: new Date(now.getTime() + claim.leaseMs).toISOString(),
      run_count: sql<number>`run_count + 1`,
    })
    .where('name', '=', claim.name)
    .where('next_run_at', '<=', at)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends `owner`'s lease once its run is over, so a process killed later holds nothing. */
export async function releaseJobRun(db: Kysely<Database>, name: string, owner: string): Promise<void> {
  await db.updateTable('job_runs').set({ locked_by: null, locked_until: null }).where('name', '=', name).where('locked_by', '=', owner).execute();
}
