/** One thing a process needs to serve: its database, its file store. */
export interface ReadinessCheck {
  /** Named in the 503 message: 'database', 'file store'. */
  name: string;
  /** Resolves when the dependency answers; throws (or is aborted by `signal`) when it does not. */
  run(signal: AbortSignal): Promise<void>;
}

/** Not ready: `reason` is what the public answer says; `detail` adds the drivers' messages, for the log only (addresses). */
export type ReadinessState = { ready: true } | { ready: false; reason: string; detail: string };

/** How long a verdict is reused: a balancer probing every few seconds, or a flood of probes, costs one check per window. */
export const READINESS_CACHE_MS = 2_000;
/** A dependency that has not answered within this long is down for the balancer. */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * Whether this process can serve now (the readiness probe): every check passes, within a timeout, and the
 * process is not shutting down. Checks run together, at most once per window; callers meanwhile share the verdict.
 */
export class Readiness {
  private draining = false;
  private verdict: { state: ReadinessState; at: number } | undefined;
  private running: Promise<ReadinessState> | undefined;

  constructor(
    private readonly checks: readonly ReadinessCheck[],
    private readonly cacheMs = READINESS_CACHE_MS,
    private readonly timeoutMs = READINESS_TIMEOUT_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** From now on the process is not ready: it is stopping, and the balancer should send its requests elsewhere. */
  drain(): void {
    this.draining = true;
  }

  async state(): Promise<ReadinessState> {
    if (this.draining) return { ready: false, reason: 'shutting down', detail: 'shutting down' };
    if (this.verdict && this.now() - this.verdict.at < this.cacheMs) return this.verdict.state;
    this.running ??= this.runChecks().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async runChecks(): Promise<ReadinessState> {
    const failures = await Promise.all(this.checks.map((check) => this.failureOf(check)));
    const failed = failures.filter((failure): failure is { reason: string; detail: string } => failure !== undefined);
    const state: ReadinessState =
      failed.length === 0
        ? { ready: true }
        : { ready: false, reason: failed.map((failure) => failure.reason).join('; '), detail: failed.map((failure) => failure.detail).join('; ') };
    this.verdict = { state, at: this.now() };
    return state;
  }

  private async failureOf(check: ReadinessCheck): Promise<{ reason: string; detail: string } | undefined> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`no answer within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
    });
    const running = check.run(controller.signal);
    // A check that answers after its timeout must not surface as an unhandled rejection (fatal: main.ts).
    running.catch(() => undefined);
    try {
      await Promise.race([running, timeout]);
      return undefined;
    } catch (error) {
      const reason = `the ${check.name} cannot be reached`;
      return { reason, detail: `${reason} (${error instanceof Error ? error.message : String(error)})` };
    } finally {
      clearTimeout(timer);
    }
  }
}
