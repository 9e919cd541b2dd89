import rateLimit, { type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddressKey } from '../auth/client-address';
import { DEFAULT_MAX_KEYS, keptKey, type RateLimit } from '../auth/sign-in-rate-limiter';
import type { CounterStore } from '../limits/counter-store';
import { rateLimitStoreOver } from '../limits/rate-limit-store';
import { serverMessage, type CodedMessage } from '../../core/server-messages';
import { HttpError } from '../http-error';

export const tooManyRequestsMessage = (seconds: number): CodedMessage => serverMessage('tooManyRequests', { seconds });

export interface AnonymousWriteLimiterOptions {
  /**
   * Where the counts live: @fastify/rate-limit's store interface. Unset, each process counts alone in memory; a
   * store shared by every process behind the same database makes the limit one for all of them.
   */
  store?: FastifyRateLimitStoreCtor;
  /** Or the counter store the sign-in limits count in (host/server/limits): one table for every limit on PostgreSQL. */
  counts?: CounterStore;
}

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Calls of the anonymous writes (declared `limitPerAddress`: sign-up, password reset...) per client address and
 * endpoint, counted by @fastify/rate-limit in a fixed window. Every call counts, since each may send a mail, add a
 * row or hash a password. The mount pipeline asks after the input is checked, so a malformed call costs nothing.
 */
export class AnonymousWriteLimiter {
  private constructor(private readonly check: Check) {}

  /** Registers @fastify/rate-limit on the app (it limits no route by itself) and builds the check. */
  static async install(app: FastifyInstance, limit: RateLimit, options: AnonymousWriteLimiterOptions = {}): Promise<AnonymousWriteLimiter> {
    const store = options.store ?? (options.counts ? rateLimitStoreOver(options.counts, 'aw|') : undefined);
    await app.register(rateLimit, { global: false, ...(store ? { store } : {}) });
    const check: RateLimitOptions = {
      max: limit.max,
      timeWindow: limit.windowSeconds * 1000,
      // The in-memory store's bound: the least recently seen keys go first.
      cache: DEFAULT_MAX_KEYS,
      // One count per endpoint (its route) and address (an IPv6 /64 as one); a long forwarded address is hashed.
      keyGenerator: (request) => keptKey(`${request.routeOptions.url ?? ''}|${clientAddressKey(request.ip)}`),
    };
    return new AnonymousWriteLimiter(app.createRateLimit(check));
  }

  /** Counts one call, or refuses it with 429 and Retry-After when the address has made its share. */
  async take(request: FastifyRequest): Promise<void> {
    const result = await this.check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const wait = Math.max(1, result.ttlInSeconds);
    throw new HttpError(429, tooManyRequestsMessage(wait), undefined, { 'retry-after': String(wait) });
  }
}
