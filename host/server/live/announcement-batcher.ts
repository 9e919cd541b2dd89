import type { LiveIds } from './live-topic';

/** Ids gathered per topic beyond which a batch goes out at once rather than at the end of its window. */
const MAX_BATCH_IDS = 10_000;

/**
 * Gathers the ids announced on each topic over a short window, so a burst (300 positions a second) becomes one
 * read per viewer, not one per id. Ids announced twice in a window are read once.
 */
export class AnnouncementBatcher {
  private readonly pending = new Map<string, Set<number | string>>();
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly windowMs: number,
    private readonly flush: (topic: string, ids: LiveIds) => void,
  ) {}

  add(topic: string, ids: LiveIds): void {
    let batch = this.pending.get(topic);
    if (!batch) {
      batch = new Set();
      this.pending.set(topic, batch);
      this.timers.set(topic, setTimeout(() => this.send(topic), this.windowMs));
    }
    for (const id of ids) batch.add(id);
    if (batch.size >= MAX_BATCH_IDS) this.send(topic);
  }

  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.pending.clear();
  }

  private send(topic: string): void {
    clearTimeout(this.timers.get(topic));
    this.timers.delete(topic);
    const batch = this.pending.get(topic);
    this.pending.delete(topic);
    if (batch && batch.size > 0) this.flush(topic, [...batch]);
  }
}
