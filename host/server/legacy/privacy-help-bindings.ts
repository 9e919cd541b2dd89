import { askHelp } from '../../core/contract/help';
import { acceptPrivacy } from '../../core/contract/session';
import { SUCCESS_MESSAGES } from '../../core/messages';
import { keepNewestRequests } from '../database/keep-newest-requests';
import { bind, type EndpointBinding } from '../endpoints/endpoint-binding';
import { HttpError } from '../http-error';
import { helpRequestMail } from '../mail/account-mails';
import type { ServerContext } from '../server-context';
import { PRIVACY_ACCEPTED_MESSAGE } from './account-messages';
import { readForm } from './form-input';
import { sendOrFail } from './send-or-fail';
import { serverMessage } from '../../core/server-messages';

/** The privacy gate's accept call and the help modal's send (spec part 1 §2, §7): any signed-in user. */
export function privacyHelpBindings(context: ServerContext): EndpointBinding[] {
  const { db, sessions, config } = context;

  return [
    bind(acceptPrivacy, async ({ input, user }) => {
      if (input.privacy?.trim() !== '1') throw new HttpError(400, serverMessage('privacyNotAccepted'), 'privacy');
      const privacyCheckedDate = new Date().toISOString();
      await db.updateTable('customers').set({ privacy_checked_at: privacyCheckedDate }).where('id', '=', user.id).execute();
      sessions.forget(user.id);
      return { message: PRIVACY_ACCEPTED_MESSAGE, privacyCheckedDate };
    }),

    bind(askHelp, async ({ input, user }) => {
      // The declaration bounds the length (HELP_MESSAGE_MAX_LENGTH); the form's rule answers a blank one.
      const { message } = readForm('help', input);
      // Kept and mailed together: a message support never received is not recorded as sent.
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('help_requests').values({ customer_id: user.id, message, created_at: new Date().toISOString() }).execute();
        await keepNewestRequests(trx, 'help_requests', user.id);
        await sendOrFail(context, helpRequestMail(config.supportEmail, user, message));
      });
      return { message: SUCCESS_MESSAGES.messageSent };
    }),
  ];
}
