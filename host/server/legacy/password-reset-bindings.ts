import { resetPassword, setNewPassword } from '../../core/contract/public-area';
import { SUCCESS_MESSAGES } from '../../core/messages';
import { consumeAccountToken, issueAccountToken } from '../auth/account-tokens';
import { hashPassword } from '../auth/password-hash';
import { assertStrongPassword } from '../auth/password-strength';
import { bind, type EndpointBinding } from '../endpoints/endpoint-binding';
import { HttpError } from '../http-error';
import { passwordResetMail } from '../mail/account-mails';
import type { ServerContext } from '../server-context';
import { readForm } from './form-input';
import { tokenOwner } from './token-owner';
import { publicBaseUrl } from './public-url';
import { serverMessage } from '../../core/server-messages';

/** Forgot password and set new password (spec part 1 §2 public area, §7): exempt from tokens. */
export function passwordResetBindings(context: ServerContext): EndpointBinding[] {
  const { db, config, sessions, signInLimits } = context;

  return [
    bind(resetPassword, async ({ input, request }) => {
      const { email } = readForm('forgotPassword', input);
      const address = email.trim().toLowerCase();
      // The sign-in limits, but every request counts (not only failures): each one may send a mail.
      const scope = request.routeOptions.url ?? '';
      const wait = await signInLimits.retryAfterSeconds(scope, request.ip, address);
      if (wait > 0) {
        throw new HttpError(429, serverMessage('tooManyResetRequests', { seconds: wait }), undefined, { 'retry-after': String(wait) });
      }
      await signInLimits.recordFailure(scope, request.ip, address);
      const customer = await db.selectFrom('customers').select(['id', 'name', 'email', 'language']).where('email', '=', address).executeTakeFirst();
      if (customer) {
        const token = await issueAccountToken(db, customer.id, 'reset');
        try {
          await context.mail.send(passwordResetMail(customer, publicBaseUrl(config, request), token));
        } catch (error) {
          // Answered like success all the same: a different answer would tell that the address has an account.
          context.app.log.error(`password reset mail could not be sent: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return { message: SUCCESS_MESSAGES.requestSent };
    }),

    bind(setNewPassword, async ({ input }) => {
      const form = readForm('newPassword', input);
      const owner = await tokenOwner(db, form.reset_token, 'reset');
      if (!owner) throw new HttpError(400, serverMessage('resetToken'), 'reset_token');
      await assertStrongPassword(form.password, owner);
      const passwordHash = await hashPassword(form.password);
      const customerId = await db.transaction().execute(async (trx) => {
        const id = await consumeAccountToken(trx, form.reset_token, 'reset');
        if (id === null) throw new HttpError(400, serverMessage('resetToken'), 'reset_token');
        // The link proves the address is the user's: an account still awaiting confirmation is confirmed by it.
        await trx.updateTable('customers').set({ password_hash: passwordHash, is_confirmed: 1 }).where('id', '=', id).execute();
        await sessions.revokeAll(id, undefined, trx);
        return id;
      });
      sessions.forget(customerId);
      return { message: SUCCESS_MESSAGES.passwordReset };
    }),
  ];
}
