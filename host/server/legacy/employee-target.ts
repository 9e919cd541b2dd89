import type { Kysely } from 'kysely';
import { holdsAny } from '../../core/permission-matcher';
import type { SessionUser } from '../auth/session-user';
import type { Database } from '../database/schema';
import { HttpError } from '../http-error';
import { readId } from './form-input';
import type { LegacyInput } from './legacy-input';
import { serverMessage } from '../../core/server-messages';

export function isAdmin(user: SessionUser): boolean {
  return holdsAny(user.permissions, ['admin']);
}

/** Who may name another employee: an admin unless the call says otherwise (the detail: employee-readers.ts). */
export interface OthersAllowed {
  permissions: readonly string[];
  may(user: SessionUser): boolean;
}

const ADMINS_ONLY: OthersAllowed = { permissions: ['admin'], may: isAdmin };

/**
 * The employee an account call is about: the signed-in user when `field` is absent or names them; another
 * employee only for an admin, or for whom `others` allows (403 otherwise), and only one of the caller's own
 * company (404 otherwise).
 */
export async function employeeTarget(
  db: Kysely<Database>,
  user: SessionUser,
  input: LegacyInput,
  field: string,
  others: OthersAllowed = ADMINS_ONLY,
): Promise<{ id: number; own: boolean }> {
  if (!input[field]?.trim()) return { id: user.id, own: true };
  const id = readId(input, field);
  if (id === user.id) return { id, own: true };
  if (!others.may(user)) throw new HttpError(403, serverMessage('noPermission', { permissions: others.permissions.join(', ') }));
  const found = await db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', id)
    .where('company_id', '=', user.companyId)
    .executeTakeFirst();
  if (!found) throw new HttpError(404, serverMessage('employeeNotFound'), field);
  return { id, own: false };
}
