import type { FastifyRequest } from 'fastify';
import type { newAlert } from '../../core/contract/messages';
import type { InputOf } from '../../core/endpoints';
import { fullName } from '../../core/full-name';
import { firstMessageError, isPickup, PICKUP_FIELDS, type PickupField } from '../../core/message-rules';
import { serverMessage } from '../../core/server-messages';
import { decodeAvatar } from '../account/avatar-image';
import type { SessionUser } from '../auth/session-user';
import { HttpError } from '../http-error';
import type { ServerContext } from '../server-context';
import { readId } from './form-input';
import { saveMessageImage } from './message-images';
import { messageMail } from './message-mail';
import { publicBaseUrl } from './public-url';
import { sendOrFail } from './send-or-fail';

type NewAlertInput = InputOf<typeof newAlert>;

function pickupOf(input: NewAlertInput): Record<PickupField, string> | undefined {
  if (!isPickup(input.asPickup)) return undefined;
  return Object.fromEntries(PICKUP_FIELDS.map((field) => [field, (input[field] ?? '').trim()])) as Record<PickupField, string>;
}

/**
 * /alerts/newAlert (spec part 2 §5, §7): checks the message with the form's rules, stores it for an employee of the
 * sender's company and mails it to them. Stored and mailed in one transaction: a message the person was never told
 * of is not kept as sent (503, nothing stored), and a stored one has always been mailed.
 */
export async function sendNewAlert(context: ServerContext, user: SessionUser, input: NewAlertInput, request: FastifyRequest): Promise<void> {
  const employeeId = readId(input, 'employee');
  const error = firstMessageError(input);
  if (error) throw new HttpError(400, error.message, error.field);
  const image = input.image?.trim() ? decodeAvatar(input.image, 'image') : null;
  const recipient = await context.db
    .selectFrom('customers')
    .select(['id', 'name', 'email', 'language'])
    .where('id', '=', employeeId)
    .where('company_id', '=', user.companyId)
    .executeTakeFirst();
  // Another company's employee answers like a missing one.
  if (!recipient) throw new HttpError(404, serverMessage('employeeNotFound'), 'employee');

  const content = (input.content ?? '').trim();
  const pickup = pickupOf(input);
  const now = new Date().toISOString();
  const baseUrl = publicBaseUrl(context.config, request);
  await context.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('notifications')
      .values({
        customer_id: recipient.id,
        sender_id: user.id,
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
    await sendOrFail(context, messageMail({ recipient, sender: fullName(user), content, pickup }, baseUrl));
  });
}
