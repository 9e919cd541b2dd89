import { FixedWindows } from './fixed-windows';
import { DEFAULT_MAX_KEYS } from '../auth/sign-in-rate-limiter';
import type { Count, CounterStore, Hit } from './counter-store';

/**
 * Counts in this process's memory: what one server on SQLite uses. One bounded map per window length (each limit
 * has its own, so there are a few), so each map's windows end in the order they began and old keys go in constant
 * time. A key is counted under one window length only: limits keep their keys apart by prefix.
 */
export class MemoryCounterStore implements CounterStore {
  private readonly byWindow = new Map<number, FixedWindows>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = DEFAULT_MAX_KEYS,
  ) {}

  increment(hits: readonly Hit[]): Promise<Count[]> {
    return Promise.resolve(hits.map((hit) => this.windows(hit.windowMs).increment(hit.key)));
  }

  read(keys: readonly string[]): Promise<Array<Count | undefined>> {
    return Promise.resolve(keys.map((key) => this.find(key)));
  }

  reset(key: string): Promise<void> {
    for (const windows of this.byWindow.values()) windows.delete(key);
    return Promise.resolve();
  }

  get size(): number {
    let size = 0;
    for (const windows of this.byWindow.values()) size += windows.size;
    return size;
  }

  private windows(windowMs: number): FixedWindows {
    let windows = this.byWindow.get(windowMs);
    if (!windows) {
      windows = new FixedWindows(windowMs, this.now, this.maxKeys);
      this.byWindow.set(windowMs, windows);
    }
    return windows;
  }

  private find(key: string): Count | undefined {
    for (const windows of this.byWindow.values()) {
      const count = windows.read(key);
      if (count) return count;
    }
    return undefined;
  }
}
