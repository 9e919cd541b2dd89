/** What a run sent and how the server answered: the summary `vigil track simulate` prints. */
export interface IngestSummary {
  sent: number;
  /** Answered 2xx. */
  acknowledged: number;
  /** Answers that were not 2xx, by status ('404': 3). */
  refused: Record<string, number>;
  /** Requests that got no answer at all (refused connection, timeout). */
  unanswered: number;
  p50Ms: number | null;
  p99Ms: number | null;
}

/** The nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], fraction: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? null;
}

/** Counts answers as they come; `summary()` sorts the latencies once at the end. */
export class IngestTally {
  private readonly latencies: number[] = [];
  private readonly refused: Record<string, number> = {};
  private sent = 0;
  private acknowledged = 0;
  private unanswered = 0;

  /** An answer's status, or null when none came; the latency counts for answers only. */
  record(status: number | null, latencyMs: number): void {
    this.sent += 1;
    if (status === null) {
      this.unanswered += 1;
      return;
    }
    this.latencies.push(latencyMs);
    if (status >= 200 && status < 300) this.acknowledged += 1;
    else this.refused[String(status)] = (this.refused[String(status)] ?? 0) + 1;
  }

  summary(): IngestSummary {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const round = (value: number | null): number | null => (value === null ? null : Math.round(value * 10) / 10);
    return {
      sent: this.sent,
      acknowledged: this.acknowledged,
      refused: { ...this.refused },
      unanswered: this.unanswered,
      p50Ms: round(percentile(sorted, 0.5)),
      p99Ms: round(percentile(sorted, 0.99)),
    };
  }
}
