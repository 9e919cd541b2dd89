import { HttpError } from '../http-error';
import type { MailMessage, MailService } from '../mail/mail-service';
import type { ServerContext } from '../server-context';
import { serverMessage } from '../../core/server-messages';

/** A route's context, or a plugin's platform services: the mail service, and the log a failure goes to. */
export type MailSender = Pick<ServerContext, 'mail' | 'app'> | { mail: MailService; log: { error(message: string): void } };

/**
 * Sends a mail the call cannot succeed without; a failure answers 503. Only the failure's own message is logged,
 * never the mail (its body may carry a sign-in link).
 */
export async function sendOrFail(context: MailSender, mail: MailMessage): Promise<void> {
  try {
    await context.mail.send(mail);
  } catch (error) {
    const log = 'log' in context ? context.log : context.app.log;
    log.error(`mail '${mail.subject}' could not be sent: ${error instanceof Error ? error.message : String(error)}`);
    throw new HttpError(503, serverMessage('mailFailed'));
  }
}
