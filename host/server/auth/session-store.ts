import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { ACCOUNT_LANGUAGES, type AccountLanguage } from '../../core/form-rules';
import { parseStringList } from '../../core/parse-string-list';
import type { Database } from '../database/schema';
import { HttpError } from '../http-error';
import { SESSIONS_TOPIC } from '../live/bus-channels';
import type { ChangeBus } from '../live/change-bus';
import { createLoginToken, hashLoginToken, isWellFormedLoginToken } from './login-token';
import { invalidationIds, readInvalidationIds, type SessionInvalidation } from './session-invalidation';
import type { SessionUser } from './session-user';
import { TtlCache } from './ttl-cache';
import { serverMessage } from '../../core/server-messages';

interface SessionRow {
  session_id: number;
  expires_at: string;
  id: number;
  company_id: number;
  username: string;
  permissions: string;
  name: string;
  surname: string;
  email: string;
  image: string | null;
  privacy_checked_at: string | null;
  language: string;
  company_name: string;
}

/**
 * How long a looked-up session is reused without asking the database. Whatever ends or changes a session drops it
 * here at once and tells the other processes through the change bus (SESSIONS_TOPIC), which drop it within
 * milliseconds; this bound only matters when that announcement is lost (the listening connection was down, and
 * then the whole cache is dropped on its return).
 */
const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_ENTRIES = 10_000;

/**
 * The open sessions one account keeps: a new sign-in beyond them ends the oldest, so no one grows login_tokens
 * by signing in again and again (docs/security.md, Stored data). Far more devices than anyone uses at once.
 */
export const MAX_SESSIONS_PER_ACCOUNT = 100;

function toLanguage(value: string): AccountLanguage {
  return ACCOUNT_LANGUAGES.includes(value as AccountLanguage) ? (value as AccountLanguage) : 'en';
}

function toSessionUser(row: SessionRow): SessionUser {
  return {
    sessionId: row.session_id,
    id: row.id,
    companyId: row.company_id,
    username: row.username,
    permissions: parseStringList(row.permissions),
    name: row.name,
    surname: row.surname,
    email: row.email,
    image: row.image,
    companyName: row.company_name,
    privacyCheckedAt: row.privacy_checked_at,
    language: toLanguage(row.language),
  };
}

export interface SessionStoreOptions {
  /** Where invalidations go to, and come from, the other processes; without one they stay in this process. */
  bus?: ChangeBus;
  log?: { warn(message: string): void };
}

/**
 * Login tokens: issued at sign-in, looked up on every authenticated call, revoked at logout. Every way a session
 * ends or changes (revoke, revokeAll, revokeAllButSession, forget, the pruning in issue) goes through invalidate().
 */
export class SessionStore {
  private readonly cache = new TtlCache<string, SessionUser>(SESSION_CACHE_MS, SESSION_CACHE_ENTRIES);
  /**
   * Counts the invalidations heard: a look-up that started before one and ends after it does not cache its row,
   * which may be the session as it was before the change.
   */
  private generation = 0;
  private readonly bus: ChangeBus | undefined;
  private readonly log: { warn(message: string): void };

  /**
   * Every authenticated call runs one of these queries: building and compiling them with Kysely costs more than
   * SQLite takes to answer, so they are compiled once here. Their parameters are, in order, the token hash (or
   * the session id) and the current time.
   */
  private readonly byTokenHash: CompiledQuery<SessionRow>;
  private readonly bySessionId: CompiledQuery<SessionRow>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly tokenTtlHours: number,
    options: SessionStoreOptions = {},
  ) {
    this.bus = options.bus;
    this.log = options.log ?? console;
    this.bus?.subscribe(SESSIONS_TOPIC, (ids) => this.drop(readInvalidationIds(ids)));
    // Invalidations may have been missed while the listening connection was down: trust nothing cached before.
    this.bus?.onResync(() => this.dropAll());
    const sessions = db
      .selectFrom('login_tokens')
      .innerJoin('customers', 'customers.id', 'login_tokens.customer_id')
      .innerJoin('companies', 'companies.id', 'customers.company_id')
      .select([
        'login_tokens.id as session_id',
        'login_tokens.expires_at',
        'customers.id',
        'customers.company_id',
        'customers.username',
        'customers.permissions',
        'customers.name',
        'customers.surname',
        'customers.email',
        'customers.image',
        'customers.privacy_checked_at',
        'customers.language',
        'companies.name as company_name',
      ]);
    const live = <T extends typeof sessions>(query: T): CompiledQuery<SessionRow> =>
      query
        .where('login_tokens.expires_at', '>', '')
        // Hidden means disabled (spec part 1 §4): a token that outlived the change still opens nothing. A
        // literal, not a parameter: the callers pass only the two above.
        .where('customers.hidden', '=', sql.lit(0))
        .compile();
    this.byTokenHash = live(sessions.where('login_tokens.token_hash', '=', ''));
    this.bySessionId = live(sessions.where('login_tokens.id', '=', 0));
  }

  /**
   * Creates a token for the customer; only its hash is stored. A disabled (hidden) account gets none: 403 with a
   * message the sign-in form shows. The account's expired tokens go, and its oldest beyond MAX_SESSIONS_PER_ACCOUNT.
   */
  async issue(customerId: number): Promise<string> {
    const account = await this.db.selectFrom('customers').select('hidden').where('id', '=', customerId).executeTakeFirst();
    if (account?.hidden) throw new HttpError(403, serverMessage('accountDisabled'));
    const token = createLoginToken();
    const now = new Date();
    await this.db
      .insertInto('login_tokens')
      .values({
        customer_id: customerId,
        token_hash: hashLoginToken(token),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + this.tokenTtlHours * 3_600_000).toISOString(),
      })
      .execute();
    const ended = await this.db
      .deleteFrom('login_tokens')
      .where('customer_id', '=', customerId)
      .where((eb) =>
        eb.or([
          eb('expires_at', '<=', now.toISOString()),
          eb(
            'id',
            'not in',
            eb.selectFrom('login_tokens').select('id').where('customer_id', '=', customerId).orderBy('id', 'desc').limit(MAX_SESSIONS_PER_ACCOUNT),
          ),
        ]),
      )
      .returning('id')
      .execute();
    // Expired sessions are never cached past their expiry; the ones pruned beyond the bound may be.
    if (ended.length > 0) await this.invalidateOrWarn({ customers: [], sessions: ended.map((row) => row.id) });
    return token;
  }

  /** The user of a valid token; null for a malformed, unknown, revoked or expired one. */
  async find(token: string): Promise<SessionUser | null> {
    if (!isWellFormedLoginToken(token)) return null;
    // Keyed by the token itself, which this process holds anyway while it answers: a hit then costs no hash
    // (docs/decisions.md). The database still sees only the hash.
    const cached = this.cache.get(token);
    if (cached) return cached;
    const now = Date.now();
    const generation = this.generation;
    const row = await this.lookUp(this.byTokenHash, hashLoginToken(token), now);
    if (!row) return null;
    const user = toSessionUser(row);
    // Never cache past the token's own expiry, nor a row read while an invalidation arrived.
    if (generation === this.generation) this.cache.set(token, user, Math.min(SESSION_CACHE_MS, Date.parse(row.expires_at) - now));
    return user;
  }

  /**
   * The user of a session that is still open, by its id (the newer API's JWT): null once it is revoked or
   * expired, or its account disabled. Not cached: the newer API's calls are few, and a logout must end them at
   * once in every process.
   */
  async findById(sessionId: number): Promise<SessionUser | null> {
    const row = await this.lookUp(this.bySessionId, sessionId, Date.now());
    return row ? toSessionUser(row) : null;
  }

  private async lookUp(query: CompiledQuery<SessionRow>, key: string | number, now: number): Promise<SessionRow | undefined> {
    const result = await this.db.executeQuery<SessionRow>({ ...query, parameters: [key, new Date(now).toISOString()] });
    return result.rows[0];
  }

  /** Ends one session (a sign-out): refused by every process once this resolves, give or take the bus's delivery. */
  async revoke(token: string): Promise<void> {
    this.cache.delete(token);
    const tokenHash = hashLoginToken(token);
    const ended = await this.db.deleteFrom('login_tokens').where('token_hash', '=', tokenHash).returning('id').executeTakeFirst();
    if (ended) await this.invalidateOrWarn({ customers: [], sessions: [ended.id] });
  }

  /**
   * Ends every session of the customer but `keep` (a password changed or reset). `db` may be a transaction, so
   * the sessions end together with the password change.
   */
  async revokeAll(customerId: number, keep?: string, db: Kysely<Database> = this.db): Promise<void> {
    let query = db.deleteFrom('login_tokens').where('customer_id', '=', customerId);
    if (keep) query = query.where('token_hash', '!=', hashLoginToken(keep));
    await query.execute();
    await this.invalidate({ customers: [customerId], sessions: [] }, db);
  }

  /**
   * Ends every session of the customer but the one whose row id is `keepSessionId` (a confirmed email change keeps
   * the session that asked for it; null keeps none). `db` may be a transaction, as for revokeAll.
   */
  async revokeAllButSession(customerId: number, keepSessionId: number | null, db: Kysely<Database> = this.db): Promise<void> {
    let query = db.deleteFrom('login_tokens').where('customer_id', '=', customerId);
    if (keepSessionId !== null) query = query.where('id', '!=', keepSessionId);
    await query.execute();
    await this.invalidate({ customers: [customerId], sessions: [] }, db);
  }

  /**
   * Drops the customer's cached sessions in every process, so a change to the account (permissions, names, hidden)
   * shows on the very next call. Call it after the change has committed; it does not wait for the announcement.
   */
  forget(customerId: number): void {
    void this.invalidateOrWarn({ customers: [customerId], sessions: [] });
  }

  /**
   * The one way a session stops being trusted: dropped here at once, and announced on the bus to every process
   * (this one hears it too, harmlessly). Given a transaction, PostgreSQL delivers the announcement when it commits;
   * the callers still call forget() after the commit, for a look-up that ran between the two.
   */
  async invalidate(change: SessionInvalidation, db: Kysely<Database> = this.db): Promise<void> {
    this.drop({ customers: new Set(change.customers), sessions: new Set(change.sessions) });
    await this.bus?.publish(SESSIONS_TOPIC, invalidationIds(change), db);
  }

  /** For changes already committed: a failed announcement is logged, the other processes' cache bounds it. */
  private async invalidateOrWarn(change: SessionInvalidation): Promise<void> {
    try {
      await this.invalidate(change);
    } catch (error) {
      this.log.warn(`Sessions: the other processes were not told that ${invalidationIds(change).join(', ')} changed (${(error as Error).message}); they trust their copies for at most ${SESSION_CACHE_MS / 1000} s`);
    }
  }

  private drop(change: { customers: ReadonlySet<number>; sessions: ReadonlySet<number> }): void {
    if (change.customers.size === 0 && change.sessions.size === 0) return;
    this.generation += 1;
    this.cache.deleteWhere((user) => change.customers.has(user.id) || change.sessions.has(user.sessionId));
  }

  private dropAll(): void {
    this.generation += 1;
    this.cache.clear();
  }
}
