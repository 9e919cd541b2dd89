export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window limit on failed sign-in attempts per key (client IP and account name). Only failures count, so
 * people who sign in correctly are never locked out by their own success; once the limit is reached every attempt
 * is refused until the window ends, correct password or not. Kept in memory: each server process limits alone.
 */
export class SignInRateLimiter {
  private readonly windows = new Map<string, { failures: number; resetAt: number }>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const window = this.windows.get(key);
    if (!window) return 0;
    const remainingMs = window.resetAt - this.now();
    if (remainingMs <= 0) {
      this.windows.delete(key);
      return 0;
    }
    return window.failures >= this.limit.max ? Math.ceil(remainingMs / 1000) : 0;
  }

  recordFailure(key: string): void {
    const now = this.now();
    const window = this.windows.get(key);
    if (window && window.resetAt > now) {
      window.failures += 1;
      return;
    }
    if (this.windows.size >= this.maxKeys) this.prune(now);
    this.windows.set(key, { failures: 1, resetAt: now + this.limit.windowSeconds * 1000 });
  }

  /** Drops expired windows, and the oldest ones if an attacker floods us with distinct keys. */
  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
