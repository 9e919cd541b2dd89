import type { Kysely } from 'kysely';
import type { PickupField } from '../../core/message-rules';
import type { AvatarImage } from '../account/avatar-image';
import type { Database } from '../database/schema';
import { dropImageIfUnused, holdMessageImage, saveMessageImage, type StoredMessageImage } from '../legacy/message-images';
import { messageMail } from '../legacy/message-mail';
import { sendOrFail, type MailSender } from '../legacy/send-or-fail';

/** Who a message goes to: an employee's row, whose language the mail speaks. */
export interface MessageRecipient {
  id: number;
  name: string;
  email: string;
  language: string;
}

/** One message to one person, checked and ready to store: what the GPS detail's form and a module's contact send. */
export interface OutgoingMessage {
  recipient: MessageRecipient;
  senderId: number;
  /** The sender as the mail names them. */
  senderName: string;
  /** Trimmed, non-empty. */
  content: string;
  image: AvatarImage | null;
  /** A pickup's details; absent for a plain message. */
  pickup?: Readonly<Record<PickupField, string>>;
}

/** A message as sent to each of its recipients: an OutgoingMessage without its recipient. */
export type MessageToMany = Omit<OutgoingMessage, 'recipient'>;

/**
 * Stores one message for one recipient (their account's Alerts) and mails it to them in their language, in one
 * transaction: a message the person was never told of is not kept as sent (the mail's failure answers 503 and
 * nothing is stored), and a stored one has always been mailed.
 */
export async function storeAndMailMessage(
  services: MailSender & { db: Kysely<Database> },
  message: OutgoingMessage,
  baseUrl: string,
): Promise<void> {
  await storeAndMailMessages(services, [message.recipient], message, baseUrl);
}

/**
 * Stores and mails the message to each recipient in turn, each in its own transaction as storeAndMailMessage
 * does: a mail that fails answers 503, the recipients before it keep their message and the rest get none. The
 * image is stored once, before them, and every recipient's notification shows it (a 2 MB photo to thousands of
 * travellers is 2 MB, not gigabytes); when nobody ends up with the message, it goes at once.
 */
export async function storeAndMailMessages(
  services: MailSender & { db: Kysely<Database> },
  recipients: readonly MessageRecipient[],
  message: MessageToMany,
  baseUrl: string,
): Promise<void> {
  const image = message.image && recipients.length > 0 ? await saveMessageImage(services.db, message.image) : null;
  let stored = 0;
  try {
    for (const recipient of recipients) {
      await storeAndMailOne(services, recipient, message, image, baseUrl);
      stored += 1;
    }
  } finally {
    // A send that stored nobody need not leave its image for the purge an hour later; a failure here leaves it to
    // the purge, and the caller sees the send's own error.
    if (image && stored === 0) await dropImageIfUnused(services.db, image.id).catch(() => undefined);
  }
}

async function storeAndMailOne(
  services: MailSender & { db: Kysely<Database> },
  recipient: MessageRecipient,
  message: MessageToMany,
  image: StoredMessageImage | null,
  baseUrl: string,
): Promise<void> {
  const { pickup, content } = message;
  const now = new Date().toISOString();
  await services.db.transaction().execute(async (trx) => {
    if (image) await holdMessageImage(trx, image);
    await trx
      .insertInto('notifications')
      .values({
        customer_id: recipient.id,
        sender_id: message.senderId,
        content,
        image: image?.url ?? null,
        image_id: image?.id ?? null,
        kind: pickup ? 'pickup' : 'message',
        pickup_date: pickup?.date ?? null,
        airport: pickup?.airport ?? null,
        location: pickup?.location ?? null,
        driver: pickup?.driver ?? null,
        driver_detail: pickup?.driverDetail ?? null,
        pickup_company: pickup?.company ?? null,
        vhl: pickup?.vhl ?? null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await sendOrFail(services, messageMail({ recipient, sender: message.senderName, content, pickup }, baseUrl));
  });
}
