import type { JobGroup } from './jobs/job-group';

export interface PeriodicJob {
  /** Stops the timer; resolves once a run under way has finished, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs`, first one interval after the start, never two runs at once. The timer does not
 * keep the process alive; a failed run (the database away) is logged and the next one tries again. With a `group`
 * (PostgreSQL, issue 23) one process of the group runs each period: each process's timer asks for the period's
 * run and runs only the periods it claims (jobs/job-group.ts).
 */
export function startPeriodicJob(
  name: string,
  intervalMs: number,
  run: () => Promise<void>,
  log: { warn(message: string): void },
  group?: JobGroup,
): PeriodicJob {
  let running: Promise<void> | undefined;
  const once = group
    ? async (): Promise<void> => {
        if (!(await group.claim(name, intervalMs))) return;
        try {
          await run();
        } finally {
          await group.release(name);
        }
      }
    : run;
  const timer = setInterval(() => {
    if (running) return;
    running = once()
      .catch((error: unknown) => log.warn(`${name} failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
