import { passwordChangeError } from '../../core/form-rules';
import { ACCOUNT_MESSAGES } from '../../core/messages';
import { password as passwordRule } from '../../core/validation-rules';
import { hashPassword } from '../auth/password-hash';
import { HttpError } from '../http-error';
import { assertAvailable } from '../legacy/account-uniqueness';
import { readForm } from '../legacy/form-input';
import type { LegacyInput } from '../legacy/legacy-input';
import type { ServerContext } from '../server-context';
import { decodeAvatar } from './avatar-image';
import { saveAvatar } from './avatar-store';

type EditContext = Pick<ServerContext, 'db' | 'sessions'>;

/** (a) The account form's fields (spec part 1 §5, Account). */
export async function editFields(context: EditContext, customerId: number, input: LegacyInput): Promise<void> {
  const form = readForm('account', input);
  const email = form.email.trim().toLowerCase();
  await assertAvailable(context.db, { username: form.username, email }, customerId);
  await context.db
    .updateTable('customers')
    .set({
      name: form.name.trim(),
      surname: form.surname.trim(),
      username: form.username,
      email,
      phone: form.phone.trim(),
      foreign_phone: form.foreign_phone?.trim() ?? '',
      language: form.language,
    })
    .where('id', '=', customerId)
    .execute();
  context.sessions.forget(customerId);
}

/**
 * (b) A password change. Every session of the account ends; changing one's own password answers a fresh login
 * token for the browser that made the change, an admin changing someone else's gets none.
 */
export async function editPassword(
  context: EditContext,
  target: { id: number; own: boolean },
  input: LegacyInput,
): Promise<string | undefined> {
  const problem = passwordChangeError(input.password, input.confirm_password);
  if (problem) throw new HttpError(400, ACCOUNT_MESSAGES[problem], 'password');
  const newPassword = input.password ?? '';
  const ruleMessage = passwordRule(newPassword);
  if (ruleMessage) throw new HttpError(400, ruleMessage, 'password');
  const passwordHash = await hashPassword(newPassword);
  await context.db.transaction().execute(async (trx) => {
    await trx.updateTable('customers').set({ password_hash: passwordHash }).where('id', '=', target.id).execute();
    await context.sessions.revokeAll(target.id, undefined, trx);
  });
  context.sessions.forget(target.id);
  return target.own ? context.sessions.issue(target.id) : undefined;
}

/** (c) A new profile image, sent as a data URI. */
export async function editAvatar(context: EditContext, customerId: number, media: string): Promise<void> {
  const image = decodeAvatar(media);
  await saveAvatar(context.db, customerId, image);
  context.sessions.forget(customerId);
}
