import type { MessageAnswer } from '../../core/endpoints';
import { ACCOUNT_PATHS } from '../../core/api-contract';
import { SUCCESS_MESSAGES } from '../../core/messages';
import { HttpError } from '../http-error';
import type { ServerContext } from '../server-context';
import { ACCOUNT_ERRORS } from './account-messages';
import { readId } from './form-input';
import { registerLegacyRoute } from './legacy-route';

/** Deleting one of one's own notifications (account, alerts tab). */
export function registerAlertRoutes({ legacy, db }: ServerContext): void {
  registerLegacyRoute(legacy, {
    method: 'POST',
    path: ACCOUNT_PATHS.deleteAlert,
    async handler({ input, user }): Promise<MessageAnswer> {
      const alertId = readId(input, 'alert');
      const deleted = await db
        .deleteFrom('notifications')
        .where('id', '=', alertId)
        .where('customer_id', '=', user.id)
        .executeTakeFirst();
      // Someone else's notification answers like a missing one: its existence is not the caller's business.
      if (Number(deleted.numDeletedRows) === 0) throw new HttpError(404, ACCOUNT_ERRORS.alertNotFound, 'alert');
      return { message: SUCCESS_MESSAGES.alertDeleted };
    },
  });
}
