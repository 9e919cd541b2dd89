import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { TtlCache } from '../auth/ttl-cache';

/**
 * Accounts and client addresses that signed in successfully lately (the sign-in limits' "known pairs"): exempt
 * from the wider limits for `ttlMs` after their last success.
 */
export interface KnownPairs {
  has(key: string): Promise<boolean>;
  remember(key: string): Promise<void>;
  /** Pairs held in this process's memory (0 when they live in the database). */
  readonly size: number;
}

/** In memory, bounded: a limiter without a database (unit tests) keeps its known pairs this way. */
export class MemoryKnownPairs implements KnownPairs {
  private readonly cache: TtlCache<string, true>;

  constructor(ttlMs: number, maxKeys: number, now: () => number) {
    this.cache = new TtlCache(ttlMs, maxKeys, now);
  }

  has(key: string): Promise<boolean> {
    return Promise.resolve(this.cache.get(key) === true);
  }

  remember(key: string): Promise<void> {
    this.cache.set(key, true);
    return Promise.resolve();
  }

  get size(): number {
    return this.cache.size;
  }
}

/** How often one process deletes expired pairs. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * In the sign_in_known_pairs table (logged on both dialects): a restart, a crash or another process behind the same
 * database still knows who signed in from where. Rows hold a hash of the pair, not the account and address
 * themselves. Expired rows are deleted about once an hour per process.
 */
export class DatabaseKnownPairs implements KnownPairs {
  private lastPurge = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly log: { warn(message: string): void } = { warn: () => undefined },
  ) {}

  async has(key: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sign_in_known_pairs')
      .select('key')
      .where('key', '=', storedKey(key))
      .where('expires_at', '>', new Date(this.now()).toISOString())
      .executeTakeFirst();
    return row !== undefined;
  }

  async remember(key: string): Promise<void> {
    const expiresAt = new Date(this.now() + this.ttlMs).toISOString();
    await this.db
      .insertInto('sign_in_known_pairs')
      .values({ key: storedKey(key), expires_at: expiresAt })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ expires_at: expiresAt }))
      .execute();
    this.purgeNowAndThen();
  }

  get size(): number {
    return 0;
  }

  private purgeNowAndThen(): void {
    const now = this.now();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    this.db
      .deleteFrom('sign_in_known_pairs')
      .where('expires_at', '<=', new Date(now).toISOString())
      .execute()
      .catch((error: unknown) => this.log.warn(`Expired known sign-in pairs could not be deleted: ${error instanceof Error ? error.message : String(error)}`));
  }
}

function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}
