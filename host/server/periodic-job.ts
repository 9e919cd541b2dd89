export interface PeriodicJob {
  /** Stops the timer; resolves once a run under way has finished, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs`, first one interval after the start, never two runs at once. The timer does not
 * keep the process alive; a failed run (the database away) is logged and the next one tries again. Each server
 * process runs its own: the jobs are idempotent (issue 23 makes one run across a group).
 */
export function startPeriodicJob(
  name: string,
  intervalMs: number,
  run: () => Promise<void>,
  log: { warn(message: string): void },
): PeriodicJob {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = run()
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
