import type { Kysely } from 'kysely';
import { fullName } from '../../core/full-name';
import { firstMessageError } from '../../core/message-rules';
import { serverMessage } from '../../core/server-messages';
import { decodeAvatar } from '../account/avatar-image';
import type { Database } from '../database/schema';
import { inChunks } from '../database/in-chunks';
import { HttpError } from '../http-error';
import type { MailSender } from '../legacy/send-or-fail';
import { storeAndMailMessages, type MessageRecipient } from './store-and-mail-message';

/** A message a plugin's server part sends to people of a company, where the GPS detail's messages arrive. */
export interface PlatformMessage {
  companyId: number;
  /** The signed-in person who sends it: an employee of the company. */
  senderId: number;
  /** Employees of the company; repeated ids receive it once. */
  recipientIds: readonly number[];
  /** Required ('Must be compiled', field content); stored trimmed. */
  content: string;
  /** A data URI (PNG, JPEG or WebP, at most 2 MiB), checked as /alerts/newAlert checks it (field image). */
  image?: string | null;
  /** The origin the mail's link points to: `publicBaseUrl(platform.config, request)`. */
  baseUrl: string;
}

/**
 * Messages to people (issue 22: "where GPS messages arrive"): each recipient gets the message in their account's
 * Alerts and by mail in their language, as /alerts/newAlert sends it.
 */
export interface MessagesService {
  /**
   * Refuses (404, nothing sent) when the sender or a recipient is not an employee of the company. Each recipient's
   * message is stored and mailed in its own transaction: when a mail cannot be sent the call answers 503, the
   * recipients before it have their message and the rest have none.
   */
  send(message: PlatformMessage): Promise<{ sent: number }>;
}

type Services = MailSender & { db: Kysely<Database> };

async function companyEmployees(db: Kysely<Database>, companyId: number, ids: readonly number[]): Promise<MessageRecipient[]> {
  const rows: MessageRecipient[] = [];
  for (const chunk of inChunks(ids)) {
    rows.push(
      ...(await db
        .selectFrom('customers')
        .select(['id', 'name', 'email', 'language'])
        .where('company_id', '=', companyId)
        .where('id', 'in', chunk)
        .execute()),
    );
  }
  return rows;
}

export function platformMessages(services: Services): MessagesService {
  return {
    async send({ companyId, senderId, recipientIds, content, image, baseUrl }) {
      const error = firstMessageError({ content });
      if (error) throw new HttpError(400, error.message, error.field);
      const decoded = image?.trim() ? decodeAvatar(image, 'image') : null;
      const sender = await services.db
        .selectFrom('customers')
        .select(['name', 'surname'])
        .where('id', '=', senderId)
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      if (!sender) throw new HttpError(404, serverMessage('employeeNotFound'));
      const ids = [...new Set(recipientIds)];
      const recipients = await companyEmployees(services.db, companyId, ids);
      // Another company's employee answers like a missing one, before anybody is sent anything.
      if (recipients.length !== ids.length) throw new HttpError(404, serverMessage('employeeNotFound'));
      const byId = new Map(recipients.map((recipient) => [recipient.id, recipient]));
      const ordered = ids.map((id) => byId.get(id)).filter((recipient): recipient is MessageRecipient => recipient !== undefined);
      // One image row for all of them: each notification shows the same URL.
      await storeAndMailMessages(services, ordered, { senderId, senderName: fullName(sender), content: content.trim(), image: decoded }, baseUrl);
      return { sent: ids.length };
    },
  };
}
