import type { Kysely } from 'kysely';
import type { AccountTokenPurpose, Database } from '../database/schema';
import { createLoginToken, hashLoginToken, isWellFormedLoginToken } from './login-token';

/**
 * How long a mailed link works: a week to confirm a registration, an hour to reset a password, a day to confirm a
 * new email address.
 */
export const ACCOUNT_TOKEN_TTL_MS: Readonly<Record<AccountTokenPurpose, number>> = {
  registration: 7 * 24 * 3_600_000,
  reset: 3_600_000,
  email: 24 * 3_600_000,
};

/** What an email-change token carries besides its account. */
export interface EmailChange {
  newEmail: string;
  /** The login session that asked for the change: it stays signed in when the others end. */
  sessionId: number | null;
}

/**
 * Makes a mailed token (256 random bits, like login tokens; only its hash is stored). Older unused tokens of the
 * same purpose stop working: only the latest link mailed to someone is valid. The account's expired tokens go too,
 * so each account keeps at most its spent tokens of the last week beside the open ones.
 */
export async function issueAccountToken(
  db: Kysely<Database>,
  customerId: number,
  purpose: AccountTokenPurpose,
  now: Date = new Date(),
  change?: EmailChange,
): Promise<string> {
  await db
    .deleteFrom('account_tokens')
    .where('customer_id', '=', customerId)
    .where((eb) =>
      eb.or([eb.and([eb('purpose', '=', purpose), eb('used_at', 'is', null)]), eb('expires_at', '<=', now.toISOString())]),
    )
    .execute();
  const token = createLoginToken();
  await db
    .insertInto('account_tokens')
    .values({
      customer_id: customerId,
      purpose,
      token_hash: hashLoginToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS[purpose]).toISOString(),
      used_at: null,
      new_email: change?.newEmail ?? null,
      session_id: change?.sessionId ?? null,
    })
    .execute();
  return token;
}

/** A token for a new email address: the account keeps its address until the link mailed to the new one is opened. */
export function issueEmailChangeToken(db: Kysely<Database>, customerId: number, change: EmailChange, now: Date = new Date()): Promise<string> {
  return issueAccountToken(db, customerId, 'email', now, change);
}

/**
 * Spends a token: the row it was, or undefined for a malformed, unknown, used or expired one. One conditional
 * UPDATE, so two requests racing with the same token cannot both succeed.
 */
async function spend(db: Kysely<Database>, token: string, purpose: AccountTokenPurpose, now: Date) {
  if (!isWellFormedLoginToken(token)) return undefined;
  return db
    .updateTable('account_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', hashLoginToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning(['customer_id', 'new_email', 'session_id'])
    .executeTakeFirst();
}

/**
 * Spends a token: the customer it belongs to, or null for a malformed, unknown, used or expired one. Run it in the
 * transaction of the change the token allows: if that change fails, the token stays unspent.
 */
export async function consumeAccountToken(
  db: Kysely<Database>,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date = new Date(),
): Promise<number | null> {
  return (await spend(db, token, purpose, now))?.customer_id ?? null;
}

/** Spends an email-change token (as consumeAccountToken): its account and the change it carries, or null. */
export async function consumeEmailChangeToken(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
): Promise<(EmailChange & { customerId: number }) | null> {
  const row = await spend(db, token, 'email', now);
  if (!row?.new_email) return null;
  return { customerId: row.customer_id, newEmail: row.new_email, sessionId: row.session_id };
}

/**
 * The customer a token still open belongs to, without spending it: the checks that must run before the change's
 * transaction (a password's strength, judged against the account's own names) need to know whose it is.
 */
export async function accountTokenOwner(
  db: Kysely<Database>,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date = new Date(),
): Promise<number | null> {
  if (!isWellFormedLoginToken(token)) return null;
  const row = await db
    .selectFrom('account_tokens')
    .select('customer_id')
    .where('token_hash', '=', hashLoginToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.customer_id ?? null;
}
