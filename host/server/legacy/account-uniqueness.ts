import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { HttpError } from '../http-error';
import { serverMessage } from '../../core/server-messages';

/**
 * Refuses a username or email another account has (400 naming the field). The unique indexes stay the last
 * word; this turns the common case into a message the form can show. `exceptId`: the account being edited.
 */
export async function assertAvailable(
  db: Kysely<Database>,
  fields: { username?: string; email?: string },
  exceptId?: number,
): Promise<void> {
  const checks = [
    ['username', fields.username, serverMessage('usernameTaken')],
    ['email', fields.email?.toLowerCase(), serverMessage('emailTaken')],
  ] as const;
  for (const [field, value, message] of checks) {
    if (value === undefined) continue;
    let query = db.selectFrom('customers').select('id').where(field, '=', value);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    if (await query.executeTakeFirst()) throw new HttpError(400, message, field);
  }
}
