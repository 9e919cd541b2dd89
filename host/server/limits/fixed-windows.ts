interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counts of one window length, in memory, bounded in number of keys and age: the oldest keys go first
 * when full, and keys nobody uses again go once their window has ended. Callers keep keys short (keptKey).
 */
export class FixedWindows {
  private readonly windows = new Map<string, Window>();
  /**
   * Every window with its key, in the order they began, so also the order they end: the oldest is at `head`.
   * A queue of its own because a Map is slow to read from the front once many keys have left it.
   */
  private queue: Array<{ key: string; window: Window } | undefined> = [];
  private head = 0;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
    private readonly maxKeys: number,
  ) {}

  /** The key's count and time left, or undefined when it has no window running. */
  read(key: string): { count: number; ttlMs: number } | undefined {
    const window = this.windows.get(key);
    if (!window) return undefined;
    const ttlMs = window.resetAt - this.now();
    if (ttlMs > 0) return { count: window.count, ttlMs };
    this.windows.delete(key);
    return undefined;
  }

  /** Counts one more for the key; answers its count and time left in its current window. */
  increment(key: string): { count: number; ttlMs: number } {
    const now = this.now();
    const window = this.windows.get(key);
    if (window && window.resetAt > now) {
      window.count += 1;
      return { count: window.count, ttlMs: window.resetAt - now };
    }
    this.dropEnded(now);
    // Flooded with distinct keys: the oldest go. Each step takes constant time, whatever the map holds.
    while (this.windows.size >= this.maxKeys) if (!this.dropOldest()) break;
    const fresh = { count: 1, resetAt: now + this.windowMs };
    this.windows.set(key, fresh);
    this.queue.push({ key, window: fresh });
    return { count: 1, ttlMs: this.windowMs };
  }

  delete(key: string): void {
    this.windows.delete(key);
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
