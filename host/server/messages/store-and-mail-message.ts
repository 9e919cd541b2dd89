import type { Kysely } from 'kysely';
import type { PickupField } from '../../core/message-rules';
import type { AvatarImage } from '../account/avatar-image';
import type { Database } from '../database/schema';
import { saveMessageImage } from '../legacy/message-images';
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

/**
 * Stores one message for its recipient (their account's Alerts) and mails it to them in their language, in one
 * transaction: a message the person was never told of is not kept as sent (the mail's failure answers 503 and
 * nothing is stored), and a stored one has always been mailed.
 */
export async function storeAndMailMessage(
  services: MailSender & { db: Kysely<Database> },
  message: OutgoingMessage,
  baseUrl: string,
): Promise<void> {
  const { recipient, pickup, content, image } = message;
  const now = new Date().toISOString();
  await services.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('notifications')
      .values({
        customer_id: recipient.id,
        sender_id: message.senderId,
        content,
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
      .returning('id')
      .executeTakeFirstOrThrow();
    if (image) {
      const url = await saveMessageImage(trx, id, image);
      await trx.updateTable('notifications').set({ image: url }).where('id', '=', id).execute();
    }
    await sendOrFail(services, messageMail({ recipient, sender: message.senderName, content, pickup }, baseUrl));
  });
}
