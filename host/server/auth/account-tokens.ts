import type { Kysely } from 'kysely';
import type { AccountTokenPurpose, Database } from '../database/schema';
import { createLoginToken, hashLoginToken, isWellFormedLoginToken } from './login-token';

/** How long a mailed link works: a week to confirm a registration, an hour to reset a password. */
export const ACCOUNT_TOKEN_TTL_MS: Readonly<Record<AccountTokenPurpose, number>> = {
  registration: 7 * 24 * 3_600_000,
  reset: 3_600_000,
};

/**
 * Makes a mailed token (256 random bits, like login tokens; only its hash is stored). Older unused tokens of the
 * same purpose stop working: only the latest link mailed to someone is valid.
 */
export async function issueAccountToken(
  db: Kysely<Database>,
  customerId: number,
  purpose: AccountTokenPurpose,
  now: Date = new Date(),
): Promise<string> {
  await db
    .deleteFrom('account_tokens')
    .where('customer_id', '=', customerId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
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
    })
    .execute();
  return token;
}

/**
 * Spends a token: the customer it belongs to, or null for a malformed, unknown, used or expired one. One
 * conditional UPDATE, so two requests racing with the same token cannot both succeed. Run it in the transaction
 * of the change the token allows: if that change fails, the token stays unspent.
 */
export async function consumeAccountToken(
  db: Kysely<Database>,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date = new Date(),
): Promise<number | null> {
  if (!isWellFormedLoginToken(token)) return null;
  const spent = await db
    .updateTable('account_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', hashLoginToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning('customer_id')
    .executeTakeFirst();
  return spent?.customer_id ?? null;
}
