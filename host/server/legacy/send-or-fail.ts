import { HttpError } from '../http-error';
import type { MailMessage } from '../mail/mail-service';
import type { ServerContext } from '../server-context';
import { ACCOUNT_ERRORS } from './account-messages';

/**
 * Sends a mail the call cannot succeed without; a failure answers 503. Only the failure's own message is logged,
 * never the mail (its body may carry a sign-in link).
 */
export async function sendOrFail(context: Pick<ServerContext, 'mail' | 'app'>, mail: MailMessage): Promise<void> {
  try {
    await context.mail.send(mail);
  } catch (error) {
    context.app.log.error(`mail '${mail.subject}' could not be sent: ${error instanceof Error ? error.message : String(error)}`);
    throw new HttpError(503, ACCOUNT_ERRORS.mailFailed);
  }
}
