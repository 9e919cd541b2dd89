import type { Kysely } from 'kysely';
import { KNOWN_PAIR_TTL_MS, SignInLimits, type SignInLimitsConfig } from '../auth/sign-in-limits';
import { DEFAULT_MAX_KEYS } from '../auth/sign-in-rate-limiter';
import type { DialectName } from '../database/connect';
import type { Database } from '../database/schema';
import type { AnonymousWriteLimiterOptions } from '../endpoints/anonymous-write-limiter';
import { DatabaseKnownPairs } from './known-pairs';
import { MemoryCounterStore } from './memory-counter-store';
import { PostgresCounterStore } from './postgres-counter-store';

export interface ServerLimits {
  signIn: SignInLimits;
  anonymousWrites: AnonymousWriteLimiterOptions;
}

/**
 * The server's limits: on PostgreSQL every process counts in one table, so a group of processes limits like one;
 * on SQLite (one process) in memory, as @fastify/rate-limit's own store does for the anonymous writes. The known
 * sign-in pairs are in the database on both, so a restart does not forget them.
 */
export function createServerLimits(
  db: Kysely<Database>,
  dialect: DialectName,
  config: SignInLimitsConfig,
  log: { warn(message: string): void },
): ServerLimits {
  const known = new DatabaseKnownPairs(db, KNOWN_PAIR_TTL_MS, Date.now, log);
  if (dialect !== 'postgres') {
    return { signIn: new SignInLimits(config, Date.now, DEFAULT_MAX_KEYS, { counts: new MemoryCounterStore(), known }), anonymousWrites: {} };
  }
  const counts = new PostgresCounterStore(db, log);
  return { signIn: new SignInLimits(config, Date.now, DEFAULT_MAX_KEYS, { counts, known }), anonymousWrites: { counts } };
}
