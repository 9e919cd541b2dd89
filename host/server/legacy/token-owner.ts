import type { Kysely } from 'kysely';
import { accountTokenOwner } from '../auth/account-tokens';
import type { PasswordOwner } from '../auth/password-strength';
import type { AccountTokenPurpose, Database } from '../database/schema';

/**
 * The names and address of the account a mailed token still open belongs to, without spending the token; undefined
 * for a malformed, unknown, used or expired one. A new password is judged against them before the change's
 * transaction (the estimate runs on a worker and must not hold the database).
 */
export async function tokenOwner(db: Kysely<Database>, token: string, purpose: AccountTokenPurpose): Promise<PasswordOwner | undefined> {
  const customerId = await accountTokenOwner(db, token, purpose);
  if (customerId === null) return undefined;
  return db.selectFrom('customers').select(['username', 'name', 'surname', 'email']).where('id', '=', customerId).executeTakeFirst();
}
