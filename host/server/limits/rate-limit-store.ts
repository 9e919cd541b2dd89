import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CounterStore } from './counter-store';

/**
 * A store for @fastify/rate-limit over a CounterStore: its counts then live where the sign-in limits' do (one
 * table every process shares, on PostgreSQL). `prefix` keeps its keys apart from theirs.
 */
export function rateLimitStoreOver(counts: CounterStore, prefix: string): FastifyRateLimitStoreCtor {
  return class CounterRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number): void {
      counts.increment([{ key: `${prefix}${key}`, windowMs: timeWindow ?? 60_000 }]).then(
        ([count]) => callback(null, { current: count?.count ?? 1, ttl: count?.ttlMs ?? 0 }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Each route's window comes with every incr: one store serves them all. */
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
