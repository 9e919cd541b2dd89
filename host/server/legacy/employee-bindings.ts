import { editEmployee, getEmployeeDetail, type EmployeeAlert, type EmployeeDetail } from '../../core/contract/profile';
import { SHORT_LIST_MAX } from '../../core/endpoints';
import { fullName } from '../../core/full-name';
import { SUCCESS_MESSAGES } from '../../core/messages';
import { editAvatar, editFields, editPassword } from '../account/edit-employee';
import { capList } from '../endpoints/cap-list';
import { bind, type EndpointBinding } from '../endpoints/endpoint-binding';
import { HttpError } from '../http-error';
import { adminEmployeeEdit, isAdminEmployeeEdit } from '../personnel/admin-employee-edit';
import { personnelDetailFields } from '../personnel/employee-detail-fields';
import type { ServerContext } from '../server-context';
import { cacheBusted } from './customer-session';
import { employeeReaders } from './employee-readers';
import { employeeTarget } from './employee-target';
import { serverMessage } from '../../core/server-messages';

function toLanguage(value: string): EmployeeDetail['language'] {
  return value === 'it' ? 'it' : 'en';
}

/**
 * The account screen's calls: employee detail and the three uses of editEmployee (spec part 1 §2 Account, §7),
 * plus the admin variants of personnel administration (host/server/personnel: access lists and flags).
 */
export function employeeBindings(context: ServerContext): EndpointBinding[] {
  const { db } = context;
  const readers = employeeReaders(context.manifests);

  return [
    bind(getEmployeeDetail, async ({ input, user, reply }) => {
      const target = await employeeTarget(db, user, input, 'employee', readers);
      const [row, alerts] = await Promise.all([
        db.selectFrom('customers').selectAll().where('id', '=', target.id).executeTakeFirst(),
        db
          .selectFrom('notifications')
          .leftJoin('customers as sender', 'sender.id', 'notifications.sender_id')
          .selectAll('notifications')
          .select(['sender.name as sender_name', 'sender.surname as sender_surname'])
          .where('notifications.customer_id', '=', target.id)
          .orderBy('notifications.created_at', 'desc')
          .orderBy('notifications.id', 'desc')
          .limit(SHORT_LIST_MAX + 1)
          .execute(),
      ]);
      if (!row) throw new HttpError(404, serverMessage('employeeNotFound'), 'employee');
      return {
        id: row.id,
        name: row.name,
        surname: row.surname,
        username: row.username,
        email: row.email,
        phone: row.phone,
        foreign_phone: row.foreign_phone,
        language: toLanguage(row.language),
        media: cacheBusted(row.image),
        // One's own latest sign-in is the current one, so the header shows the one before; for someone else, their latest.
        last_login: target.own ? row.previous_login_at : row.last_login_at,
        areYou: target.own,
        alerts: capList(alerts, SHORT_LIST_MAX, reply).map(
          (alert): EmployeeAlert => ({
            id: alert.id,
            content: alert.content,
            image: alert.image,
            last_update: alert.updated_at,
            isRead: alert.is_read === 1,
            kind: alert.kind === 'pickup' ? 'pickup' : 'message',
            sender: alert.sender_name === null ? null : fullName({ name: alert.sender_name, surname: alert.sender_surname ?? '' }),
            date: alert.pickup_date,
            airport: alert.airport,
            location: alert.location,
            driver: alert.driver,
            driverDetail: alert.driver_detail,
            company: alert.pickup_company,
            vhl: alert.vhl,
          }),
        ),
        docs: [],
        ...(await personnelDetailFields(db, row)),
      };
    }),

    bind(editEmployee, async ({ input, user, request }) => {
      // Spec part 2 §7: permission, customer, building, or flags isTrackingEnable, hidden, politicalriskvisible.
      if (isAdminEmployeeEdit(input)) return adminEmployeeEdit(context, user, input);
      const target = await employeeTarget(db, user, input, 'customer');
      if (input.media !== undefined) {
        await editAvatar(context, target.id, input.media);
        return { message: SUCCESS_MESSAGES.editSuccessful };
      }
      if (input.password !== undefined || input.confirm_password !== undefined) {
        const loginToken = await editPassword(context, user, target, input, request);
        return { message: SUCCESS_MESSAGES.passwordChange, ...(loginToken ? { login_token: loginToken } : {}) };
      }
      const { pendingEmail } = await editFields(context, user, target, input, request);
      return { message: SUCCESS_MESSAGES.editSuccessful, ...(pendingEmail ? { pending_email: pendingEmail } : {}) };
    }),
  ];
}
