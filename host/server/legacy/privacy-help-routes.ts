import type { AcceptPrivacyAnswer } from '../../core/api-contract';
import type { MessageAnswer } from '../../core/endpoints';
import { ACCOUNT_PATHS } from '../../core/api-contract';
import { GATE_TEXTS, SUCCESS_MESSAGES } from '../../core/messages';
import { HttpError } from '../http-error';
import { helpRequestMail } from '../mail/account-mails';
import type { ServerContext } from '../server-context';
import { ACCOUNT_ERRORS, HELP_MESSAGE_MAX_LENGTH, PRIVACY_ACCEPTED_MESSAGE } from './account-messages';
import { readForm } from './form-input';
import { registerLegacyRoute } from './legacy-route';
import { sendOrFail } from './send-or-fail';

/** The privacy gate's accept call and the help modal's send (spec part 1 §2, §7): any signed-in user. */
export function registerPrivacyHelpRoutes(context: ServerContext): void {
  const { legacy, db, sessions, config } = context;

  registerLegacyRoute(legacy, {
    method: 'POST',
    path: ACCOUNT_PATHS.acceptPrivacy,
    async handler({ input, user }): Promise<AcceptPrivacyAnswer> {
      if (input.privacy?.trim() !== '1') throw new HttpError(400, GATE_TEXTS.privacy, 'privacy');
      const privacyCheckedDate = new Date().toISOString();
      await db.updateTable('customers').set({ privacy_checked_at: privacyCheckedDate }).where('id', '=', user.id).execute();
      sessions.forget(user.id);
      return { message: PRIVACY_ACCEPTED_MESSAGE, privacyCheckedDate };
    },
  });

  registerLegacyRoute(legacy, {
    method: 'POST',
    path: ACCOUNT_PATHS.askHelp,
    async handler({ input, user }): Promise<MessageAnswer> {
      const { message } = readForm('help', input);
      if (message.length > HELP_MESSAGE_MAX_LENGTH) {
        throw new HttpError(400, ACCOUNT_ERRORS.helpTooLong(HELP_MESSAGE_MAX_LENGTH), 'message');
      }
      // Kept and mailed together: a message support never received is not recorded as sent.
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('help_requests').values({ customer_id: user.id, message, created_at: new Date().toISOString() }).execute();
        await sendOrFail(context, helpRequestMail(config.supportEmail, user, message));
      });
      return { message: SUCCESS_MESSAGES.messageSent };
    },
  });
}
