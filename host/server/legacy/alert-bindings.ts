import { newAlert, readAlert } from '../../core/contract/messages';
import { deleteAlert } from '../../core/contract/profile';
import type { AnyEndpoint } from '../../core/endpoints';
import { SUCCESS_MESSAGES } from '../../core/messages';
import { withGrantedAccess } from '../../core/platform-call-grants';
import { holdsAny, isRevoked } from '../../core/permission-matcher';
import type { SessionUser } from '../auth/session-user';
import { bind, type EndpointBinding } from '../endpoints/endpoint-binding';
import { HttpError } from '../http-error';
import type { ServerContext } from '../server-context';
import { readId } from './form-input';
import { deleteNotification } from './message-images';
import { sendNewAlert } from './new-alert';
import { serverMessage } from '../../core/server-messages';

/**
 * Messages to a person (spec part 2 §3, §5, §7 /alerts/*): sending one to an employee of one's company, reading
 * one's own, and deleting one's own or, for those who may send them, an employee's.
 */
export function alertBindings(context: ServerContext): EndpointBinding[] {
  const { db } = context;
  // Who may send messages may also delete them: admins, and the permissions the enabled modules ask for newAlert.
  const messaging = withGrantedAccess<AnyEndpoint>(newAlert, context.manifests.map((manifest) => manifest.platformCalls ?? {})).access;
  const maySendMessages = (user: SessionUser): boolean =>
    typeof messaging === 'object' && holdsAny(user.permissions, messaging.allowed) && !isRevoked(user.permissions, messaging.notAllowed);

  return [
    bind(newAlert, async ({ input, user, request }) => {
      await sendNewAlert(context, user, input, request);
      return { message: SUCCESS_MESSAGES.messageCreatedAndSent };
    }),

    bind(readAlert, async ({ input, user }) => {
      const alertId = readId(input, 'alert');
      const now = new Date().toISOString();
      // The first reading is the one kept; only the recipient's own notification changes.
      await db
        .updateTable('notifications')
        .set({ is_read: 1, read_at: now })
        .where('id', '=', alertId)
        .where('customer_id', '=', user.id)
        .where('read_at', 'is', null)
        .execute();
      const row = await db
        .selectFrom('notifications')
        .select(['id', 'read_at'])
        .where('id', '=', alertId)
        .where('customer_id', '=', user.id)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, serverMessage('alertNotFound'), 'alert');
      return { id: row.id, isRead: true, read_at: row.read_at ?? now };
    }),

    bind(deleteAlert, async ({ input, user }) => {
      const alertId = readId(input, 'alert');
      const found = await db
        .selectFrom('notifications')
        .innerJoin('customers', 'customers.id', 'notifications.customer_id')
        .select(['notifications.customer_id', 'customers.company_id'])
        .where('notifications.id', '=', alertId)
        .executeTakeFirst();
      const allowed = found && (found.customer_id === user.id || (found.company_id === user.companyId && maySendMessages(user)));
      // Someone else's notification answers like a missing one: its existence is not the caller's business.
      if (!allowed) throw new HttpError(404, serverMessage('alertNotFound'), 'alert');
      // Its image goes with it unless another recipient of the same message still shows it.
      await deleteNotification(db, alertId);
      return { message: SUCCESS_MESSAGES.alertDeleted };
    }),
  ];
}
