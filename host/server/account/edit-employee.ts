import type { FastifyRequest } from 'fastify';
import { passwordChangeError } from '../../core/form-rules';
import { password as passwordRule } from '../../core/validation-rules';
import { issueEmailChangeToken } from '../auth/account-tokens';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { assertStrongPassword } from '../auth/password-strength';
import type { SessionUser } from '../auth/session-user';
import { HttpError } from '../http-error';
import { emailChangeMail, emailInUseMail } from '../mail/account-mails';
import { assertAvailable } from '../legacy/account-uniqueness';
import { readForm } from '../legacy/form-input';
import type { LegacyInput } from '../legacy/legacy-input';
import { publicBaseUrl } from '../legacy/public-url';
import { sendOrFail } from '../legacy/send-or-fail';
import type { ServerContext } from '../server-context';
import { decodeAvatar } from './avatar-image';
import { saveAvatar } from './avatar-store';
import { serverMessage } from '../../core/server-messages';

type EditContext = Pick<ServerContext, 'db' | 'sessions' | 'config' | 'mail' | 'app' | 'signInLimits'>;

/** Whose account an edit changes: `own` when it is the signed-in user's. */
export interface EditTarget {
  id: number;
  own: boolean;
}

/**
 * (a) The account form's fields (spec part 1 §5, Account). A new email takes effect only once the link mailed to it
 * is opened (confirmEmailChange); until then the account keeps its address. Answers the address waiting for
 * confirmation, if the form changed it.
 */
export async function editFields(
  context: EditContext,
  user: SessionUser,
  target: EditTarget,
  input: LegacyInput,
  request: FastifyRequest,
): Promise<{ pendingEmail?: string }> {
  const { db } = context;
  // eslint-disable-next-line vigil/module-names -- the platform's account form (host/core/form-rules), not the plugin
  const form = readForm('account', input);
  const email = form.email.trim().toLowerCase();
  await assertAvailable(db, { username: form.username }, target.id);
  const account = await db.selectFrom('customers').select(['name', 'email']).where('id', '=', target.id).executeTakeFirstOrThrow();
  const name = form.name.trim();
  const changesEmail = email !== account.email.toLowerCase();
  // One transaction: when the confirmation mail cannot be sent (503), the form is not half saved.
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('customers')
      .set({
        name,
        surname: form.surname.trim(),
        username: form.username,
        phone: form.phone.trim(),
        foreign_phone: form.foreign_phone?.trim() ?? '',
        language: form.language,
      })
      .where('id', '=', target.id)
      .execute();
    if (!changesEmail) return;
    const baseUrl = publicBaseUrl(context.config, request);
    // An address with an account of its own is answered as a free one (else any signed-in user could find out which
    // addresses have accounts): its owner gets a notice instead of a link, and nothing changes.
    const owner = await trx.selectFrom('customers').select(['name', 'email', 'language']).where('email', '=', email).executeTakeFirst();
    if (owner) {
      await sendOrFail(context, emailInUseMail(owner, baseUrl));
      return;
    }
    const token = await issueEmailChangeToken(trx, target.id, { newEmail: email, sessionId: target.own ? user.sessionId : null });
    // In the language the form has just saved.
    await sendOrFail(context, emailChangeMail({ name, email, language: form.language }, baseUrl, token));
  });
  context.sessions.forget(target.id);
  return changesEmail ? { pendingEmail: email } : {};
}

/**
 * The signed-in user's own password must come with the change (`current_password`), also when an admin sets
 * someone else's: whoever holds a session alone cannot take the account over. Wrong ones count as failed
 * sign-ins of that account from that address, and are refused (429) past the sign-in limits.
 */
async function assertCurrentPassword(context: EditContext, user: SessionUser, input: LegacyInput, request: FastifyRequest): Promise<void> {
  const current = input.current_password ?? '';
  if (!current.trim()) throw new HttpError(400, serverMessage('currentPasswordMissing'), 'current_password');
  const scope = `${request.routeOptions.url ?? ''}|current_password`;
  const wait = await context.signInLimits.retryAfterSeconds(scope, request.ip, user.username);
  if (wait > 0) {
    throw new HttpError(429, serverMessage('tooManyAttempts', { seconds: wait }), undefined, { 'retry-after': String(wait) });
  }
  const row = await context.db.selectFrom('customers').select('password_hash').where('id', '=', user.id).executeTakeFirst();
  if (!(await verifyPassword(current, row?.password_hash))) {
    await context.signInLimits.recordFailure(scope, request.ip, user.username);
    throw new HttpError(400, serverMessage('currentPasswordWrong'), 'current_password');
  }
  await context.signInLimits.recordSuccess(scope, request.ip, user.username);
}

/**
 * (b) A password change: the spec's checks (both fields, equal, the password rule), the current password, then
 * the new one's strength. Every session of the account ends; changing one's own password answers a fresh login
 * token for the browser that made the change, an admin changing someone else's gets none.
 */
export async function editPassword(
  context: EditContext,
  user: SessionUser,
  target: EditTarget,
  input: LegacyInput,
  request: FastifyRequest,
): Promise<string | undefined> {
  const problem = passwordChangeError(input.password, input.confirm_password);
  if (problem) throw new HttpError(400, serverMessage(problem === 'password_error' ? 'passwordMissing' : 'passwordsDiffer'), 'password');
  const newPassword = input.password ?? '';
  const ruleMessage = passwordRule(newPassword);
  if (ruleMessage) throw new HttpError(400, ruleMessage, 'password');
  await assertCurrentPassword(context, user, input, request);
  const owner = await context.db
    .selectFrom('customers')
    .select(['username', 'name', 'surname', 'email'])
    .where('id', '=', target.id)
    .executeTakeFirstOrThrow();
  await assertStrongPassword(newPassword, owner);
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
