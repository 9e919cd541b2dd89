import { createHash } from 'node:crypto';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

interface Window {
  failures: number;
  resetAt: number;
}

/**
 * The most keys a limiter keeps by default: about 11 MB when full, whatever the keys, since long ones are kept as a
 * hash (the sign-in limits' three and their known pairs, all full: 44 MB, measured).
 */
export const DEFAULT_MAX_KEYS = 50_000;

/** Keys longer than this are kept as their sha256: what a key costs does not depend on what a client sent. */
const LONGEST_KEPT_KEY = 64;

/**
 * Fixed-window limit per key: failed sign-ins (per account and client address, per address, per account) use it.
 * Only what the caller records counts, so people who sign in correctly are never locked out by their own success;
 * once the limit is reached every attempt is refused until the window ends, correct password or not. Kept in
 * memory, bounded in key size, number of keys and age: each server process limits alone.
 */
export class SignInRateLimiter {
  private readonly windows = new Map<string, Window>();
  /**
   * Every window with its key, in the order they began, so also the order they end: the oldest is at `head`.
   * A queue of its own because a Map is slow to read from the front once many keys have left it.
   */
  private queue: Array<{ key: string; window: Window } | undefined> = [];
  private head = 0;

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = DEFAULT_MAX_KEYS,
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const kept = keptKey(key);
    const window = this.windows.get(kept);
    if (!window) return 0;
    const remainingMs = window.resetAt - this.now();
    if (remainingMs <= 0) {
      this.windows.delete(kept);
      return 0;
    }
    return window.failures >= this.limit.max ? Math.ceil(remainingMs / 1000) : 0;
  }

  /** Counts one failure (or one call) of the key; answers how many the key has in its current window. */
  recordFailure(key: string): number {
    const now = this.now();
    const kept = keptKey(key);
    const window = this.windows.get(kept);
    if (window && window.resetAt > now) {
      window.failures += 1;
      return window.failures;
    }
    this.dropEnded(now);
    // Flooded with distinct keys: the oldest go. Each step takes constant time, whatever the limiter holds.
    while (this.windows.size >= this.maxKeys) if (!this.dropOldest()) break;
    const fresh = { failures: 1, resetAt: now + this.limit.windowSeconds * 1000 };
    this.windows.set(kept, fresh);
    this.queue.push({ key: kept, window: fresh });
    return 1;
  }

  /** Keys held now, ended windows not yet dropped included. */
  get size(): number {
    return this.windows.size;
  }

  /** Drops the ended windows, from the oldest until the first that has not ended: keys nobody uses again go. */
  private dropEnded(now: number): void {
    for (let oldest = this.queue[this.head]; oldest && oldest.window.resetAt <= now; oldest = this.queue[this.head]) this.dropOldest();
  }

  /** Drops the oldest window (unless a newer one of its key replaced it); false when there is none. */
  private dropOldest(): boolean {
    const oldest = this.queue[this.head];
    if (!oldest) return false;
    this.queue[this.head] = undefined;
    this.head += 1;
    if (this.windows.get(oldest.key) === oldest.window) this.windows.delete(oldest.key);
    // Now and then the queue sheds its empty front, in time proportional to what left it.
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
    return true;
  }
}

/** A key as limiters keep it: short keys as they are, long ones as their sha256. */
export function keptKey(key: string): string {
  return key.length <= LONGEST_KEPT_KEY ? key : `#${createHash('sha256').update(key).digest('base64url')}`;
}
