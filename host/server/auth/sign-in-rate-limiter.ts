import { createHash } from 'node:crypto';
import { FixedWindows } from '../limits/fixed-windows';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * The most keys a limiter keeps by default: about 11 MB when full, whatever the keys, since long ones are kept as a
 * hash (the sign-in limits' three and their known pairs, all full: 44 MB, measured).
 */
export const DEFAULT_MAX_KEYS = 50_000;

/** Keys longer than this are kept as their sha256: what a key costs does not depend on what a client sent. */
const LONGEST_KEPT_KEY = 64;

/**
 * One fixed-window limit per key, in this process's memory, bounded in key size, number of keys and age. Only what
 * the caller records counts; once the limit is reached every attempt is refused until the window ends. The sign-in
 * limits count through a CounterStore instead (host/server/limits), shared by every process on PostgreSQL.
 */
export class SignInRateLimiter {
  private readonly windows: FixedWindows;

  constructor(
    private readonly limit: RateLimit,
    now: () => number = Date.now,
    maxKeys = DEFAULT_MAX_KEYS,
  ) {
    this.windows = new FixedWindows(limit.windowSeconds * 1000, now, maxKeys);
  }

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    return retryAfterSeconds(this.windows.read(keptKey(key)), this.limit);
  }

  /** Counts one failure (or one call) of the key; answers how many the key has in its current window. */
  recordFailure(key: string): number {
    return this.windows.increment(keptKey(key)).count;
  }

  /** Keys held now, ended windows not yet dropped included. */
  get size(): number {
    return this.windows.size;
  }
}

/** Seconds a count makes its key wait under a limit: until its window ends once the limit is reached. */
export function retryAfterSeconds(count: { count: number; ttlMs: number } | undefined, limit: RateLimit): number {
  if (!count || count.ttlMs <= 0 || count.count < limit.max) return 0;
  return Math.ceil(count.ttlMs / 1000);
}

/** A key as limiters keep it: short keys as they are, long ones as their sha256. */
export function keptKey(key: string): string {
  return key.length <= LONGEST_KEPT_KEY ? key : `#${createHash('sha256').update(key).digest('base64url')}`;
}
