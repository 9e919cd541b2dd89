import { deleteAlert } from '../../core/contract/profile';
import { SUCCESS_MESSAGES } from '../../core/messages';
import { bind, type EndpointBinding } from '../endpoints/endpoint-binding';
import { HttpError } from '../http-error';
import type { ServerContext } from '../server-context';
import { readId } from './form-input';
import { serverMessage } from '../../core/server-messages';

/** Deleting one of one's own notifications (account, alerts tab). */
export function alertBindings({ db }: Pick<ServerContext, 'db'>): EndpointBinding[] {
  return [
    bind(deleteAlert, async ({ input, user }) => {
      const alertId = readId(input, 'alert');
      const deleted = await db
        .deleteFrom('notifications')
        .where('id', '=', alertId)
        .where('customer_id', '=', user.id)
        .executeTakeFirst();
      // Someone else's notification answers like a missing one: its existence is not the caller's business.
      if (Number(deleted.numDeletedRows) === 0) throw new HttpError(404, serverMessage('alertNotFound'), 'alert');
      return { message: SUCCESS_MESSAGES.alertDeleted };
    }),
  ];
}
