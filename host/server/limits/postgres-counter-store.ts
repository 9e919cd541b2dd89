import { sql, type Kysely } from 'kysely';
import type { Database } from '../database/schema';
import type { Count, CounterStore, Hit } from './counter-store';

/** How often one process deletes ended windows, and the most it deletes at once: a cheap statement, now and then. */
const PURGE_EVERY_MS = 60_000;
const PURGE_BATCH = 5_000;

interface CountRow {
  key: string;
  count: number;
  ttl_ms: number;
}

/**
 * Counts in PostgreSQL's rate_limit_counts (UNLOGGED: a crash forgets the counts, see migration 021), shared by every
 * process on the database, so that a group of processes limits like one. Each hit is one atomic upsert, and the
 * database's clock decides when windows end, so processes whose clocks differ still agree.
 */
export class PostgresCounterStore implements CounterStore {
  private lastPurge = Date.now();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: { warn(message: string): void } = { warn: () => undefined },
  ) {}

  async increment(hits: readonly Hit[]): Promise<Count[]> {
    if (hits.length === 0) return [];
    this.purgeNowAndThen();
    // Keys in one order whatever the caller's: two statements counting the same keys never wait for each other in turn.
    const { rows } = await sql<CountRow>`
      insert into rate_limit_counts as c (key, count, reset_at)
      select h.key, 1, now() + h.window_ms * interval '1 millisecond'
      from unnest(${hits.map((hit) => hit.key)}::text[], ${hits.map((hit) => Math.ceil(hit.windowMs))}::bigint[]) as h(key, window_ms)
      order by h.key
      on conflict (key) do update set
        count = case when c.reset_at <= now() then 1 else c.count + 1 end,
        reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
      returning c.key, c.count, (extract(epoch from (c.reset_at - now())) * 1000)::float8 as ttl_ms`.execute(this.db);
    const byKey = new Map(rows.map((row) => [row.key, { count: row.count, ttlMs: row.ttl_ms }]));
    return hits.map((hit) => byKey.get(hit.key) ?? { count: 1, ttlMs: hit.windowMs });
  }

  async read(keys: readonly string[]): Promise<Array<Count | undefined>> {
    if (keys.length === 0) return [];
    const { rows } = await sql<CountRow>`
      select key, count, (extract(epoch from (reset_at - now())) * 1000)::float8 as ttl_ms
      from rate_limit_counts where key = any(${[...keys]}::text[]) and reset_at > now()`.execute(this.db);
    const byKey = new Map(rows.map((row) => [row.key, { count: row.count, ttlMs: row.ttl_ms }]));
    return keys.map((key) => byKey.get(key));
  }

  async reset(key: string): Promise<void> {
    await sql`delete from rate_limit_counts where key = ${key}`.execute(this.db);
  }

  get size(): number {
    return 0;
  }

  /** Deletes ended windows about once a minute per process, in the background: keys nobody uses again go. */
  private purgeNowAndThen(): void {
    if (Date.now() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    sql`delete from rate_limit_counts where key in (select key from rate_limit_counts where reset_at <= now() limit ${PURGE_BATCH})`
      .execute(this.db)
      .catch((error: unknown) => this.log.warn(`Ended rate-limit windows could not be deleted: ${error instanceof Error ? error.message : String(error)}`));
  }
}
