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
import { storeAndMailMessage } from '../messages/store-and-mail-message';
import { publicBaseUrl } from './public-url';

type NewAlertInput = InputOf<typeof newAlert>;

function pickupOf(input: NewAlertInput): Record<PickupField, string> | undefined {
  if (!isPickup(input.asPickup)) return undefined;
  return Object.fromEntries(PICKUP_FIELDS.map((field) => [field, (input[field] ?? '').trim()])) as Record<PickupField, string>;
}

/**
 * /alerts/newAlert (spec part 2 §5, §7): checks the message with the form's rules, stores it for an employee of the
 * sender's company and mails it to them, in one transaction (storeAndMailMessage).
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

  const pickup = pickupOf(input);
  const message = { recipient, senderId: user.id, senderName: fullName(user), content: (input.content ?? '').trim(), image, pickup };
  await storeAndMailMessage(context, message, publicBaseUrl(context.config, request));
}
