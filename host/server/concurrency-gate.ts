/**
 * Runs at most `slots` tasks at once and lets at most `queueLimit` more wait; beyond that, run() refuses at once
 * with the error `refusal` makes, so a flood is answered quickly instead of piling up behind the slots.
 */
export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly slots: number,
    readonly queueLimit: number,
    private readonly refusal: () => Error,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.slots) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.queueLimit) throw this.refusal();
      // The slot is handed over by the task that ends, so `running` stays counted.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** True when run() would refuse now: a caller can refuse before doing the work that leads to it. */
  get full(): boolean {
    return this.running >= this.slots && this.waiting.length >= this.queueLimit;
  }

  /** Tasks running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
