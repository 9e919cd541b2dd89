import type { Kysely } from 'kysely';
import type { ServerConfig } from '../server-config';
import { writeOutboxMail, type OutboxIdentity } from './outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends the server's mails. Callers never log a mail's body: it may carry a sign-in link. */
export interface MailService {
  /**
   * `within`: the caller's open transaction. On PostgreSQL the mail's queue row is then written in it, so a
   * request that dies (its process killed) takes its mail with it rather than leave it to be sent; other services
   * ignore it.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a transaction of any schema (a plugin's too)
  send(mail: MailMessage, within?: Kysely<any>): Promise<void>;
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
  const transport = smtpTransport(smtpUrl, from);
  return { send: (mail) => transport.deliver(mail) };
}

/**
 * Where a mail finally goes (outbox file or SMTP). A queued mail (mail-queue.ts) carries its identity: the outbox
 * file is named after it and the SMTP Message-ID made from it, so a mail sent again after a kill is the same one.
 */
export interface MailTransport {
  deliver(mail: MailMessage, identity?: OutboxIdentity): Promise<void>;
}

/**
 * nodemailer waits up to 2 minutes to connect and 10 minutes on a silent socket; a queued mail's sender holds it
 * for MAIL_LEASE_MS (2 minutes), after which another process may send it too. Shorter waits, unless the URL sets
 * its own (nodemailer reads its options from the URL's query).
 */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 30_000 };

function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS_MS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  return url.toString();
}

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  let transport: Promise<{ sendMail(options: MailMessage & { from: string; messageId?: string }): Promise<unknown> }> | undefined;
  // The part after the @ of the sender's address: Message-IDs are unique per domain.
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'vigil.invalid';
  return {
    async deliver(mail, identity) {
      transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(withTimeouts(smtpUrl)));
      const messageId = identity ? `<vigil-mail-${identity.id}-${Date.parse(identity.createdAt)}@${domain}>` : undefined;
      await (await transport).sendMail({ ...mail, from, ...(messageId ? { messageId } : {}) });
    },
  };
}

export function createMailTransport(config: Pick<ServerConfig, 'dataDir' | 'smtpUrl' | 'mailFrom'>): MailTransport {
  if (config.smtpUrl) return smtpTransport(config.smtpUrl, config.mailFrom);
  return { deliver: async (mail, identity) => void (await writeOutboxMail(config.dataDir, mail, identity)) };
}

export function createMailService(config: Pick<ServerConfig, 'dataDir' | 'smtpUrl' | 'mailFrom'>): MailService {
  return config.smtpUrl ? smtpMailService(config.smtpUrl, config.mailFrom) : outboxMailService(config.dataDir);
}
