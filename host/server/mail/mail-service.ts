import type { ServerConfig } from '../server-config';
import { writeOutboxMail } from './outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends the server's mails. Callers never log a mail's body: it may carry a sign-in link. */
export interface MailService {
  send(mail: MailMessage): Promise<void>;
}

/** Mails written to the local outbox instead of being sent (development, tests, installations without SMTP). */
export function outboxMailService(dataDir: string): MailService {
  return {
    async send(mail) {
      await writeOutboxMail(dataDir, mail);
    },
  };
}

/** Mails sent through an SMTP server; nodemailer is loaded on first use, so servers without SMTP never load it. */
export function smtpMailService(smtpUrl: string, from: string): MailService {
  let transport: Promise<{ sendMail(options: MailMessage & { from: string }): Promise<unknown> }> | undefined;
  return {
    async send(mail) {
      transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ ...mail, from });
    },
  };
}

export function createMailService(config: Pick<ServerConfig, 'dataDir' | 'smtpUrl' | 'mailFrom'>): MailService {
  return config.smtpUrl ? smtpMailService(config.smtpUrl, config.mailFrom) : outboxMailService(config.dataDir);
}
