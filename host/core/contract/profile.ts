import { AVATAR_BODY_LIMIT_BYTES } from '../form-rules';
import {
  defineEndpoint,
  IdText,
  Line,
  LONG_LIST_MAX,
  Matching,
  MessageAnswer,
  NUMBER_BLANKS,
  oneOfRequired,
  RequiredByRule,
  Schema,
  SHORT_LIST_MAX,
  type Static,
} from '../endpoints';
import { EmailAddress, LanguageCode, Password, PersonName, PhoneNumber, Username } from './person-fields';
// Not './personnel': its calls are the admin screen's only, and this module is in every page's bundle.
import { PersonnelEmployee } from './personnel-employee';
import { EMPLOYEE_ADMIN_EDIT_FIELDS } from './personnel-fields';

/**
 * The account (spec part 1 §2 Account, §3, §7): the employee detail with the notifications, the edits of
 * /customers/editEmployee and deleting a notification. Personnel administration (spec part 2 §3, §7) uses the
 * same two employee calls for another employee of the admin's company.
 */

/** An employee's id, or blank (or absent) for the signed-in user. */
const EmployeeIdText = Matching(`^${NUMBER_BLANKS}[0-9]{0,15}${NUMBER_BLANKS}$`, 'Not a valid id', { maxLength: 32 });

/** A message to the employee (spec part 2 §3 Alert/message): a plain one, or a pickup with its details. */
export const EmployeeAlert = Schema.Object({
  id: Schema.Integer(),
  content: Schema.String(),
  /** The message's image as served (/media/message/<id>.<ext>), or null. */
  image: Schema.Nullable(Schema.String()),
  last_update: Schema.String(),
  isRead: Schema.Boolean(),
  kind: Schema.Union([Schema.Literal('message'), Schema.Literal('pickup')]),
  /** Who sent it (name and surname); null for the platform's own notifications or a sender since deleted. */
  sender: Schema.Nullable(Schema.String()),
  /** A pickup's details; null on a plain message. */
  date: Schema.Nullable(Schema.String()),
  airport: Schema.Nullable(Schema.String()),
  location: Schema.Nullable(Schema.String()),
  driver: Schema.Nullable(Schema.String()),
  driverDetail: Schema.Nullable(Schema.String()),
  company: Schema.Nullable(Schema.String()),
  vhl: Schema.Nullable(Schema.String()),
});
export type EmployeeAlert = Static<typeof EmployeeAlert>;

/** /customers/getEmployeeDetail (spec part 1 §3, employee): the signed-in user unless `employee` is given. */
export const EmployeeDetail = Schema.Object({
  id: Schema.Integer(),
  name: Schema.String(),
  surname: Schema.String(),
  username: Schema.String(),
  email: Schema.String(),
  phone: Schema.String(),
  foreign_phone: Schema.String(),
  language: LanguageCode,
  /** Image URL with a cache-busting suffix, or null. */
  media: Schema.Nullable(Schema.String()),
  /** ISO date of the previous sign-in, or null. */
  last_login: Schema.Nullable(Schema.String()),
  /** True when the detail is the signed-in user's own. */
  areYou: Schema.Boolean(),
  /** The newest SHORT_LIST_MAX notifications. */
  alerts: Schema.Array(EmployeeAlert, { maxItems: SHORT_LIST_MAX }),
  docs: Schema.Array(Schema.Unknown(), { maxItems: SHORT_LIST_MAX }),
  /** The fields personnel administration shows (spec part 2 §3, Employee detail). */
  nationality: Schema.Nullable(Schema.Object({ id: Schema.Integer(), name: Schema.String() })),
  /** The platform code (form label id_employee), or null. */
  employee_id: Schema.Nullable(Schema.String()),
  /** The permissions with their labels. */
  permission: Schema.Array(Schema.Object({ label: Schema.String(), value: Schema.String() }), { maxItems: SHORT_LIST_MAX }),
  /** The projects the employee is assigned to: label and building id. */
  building: Schema.Array(Schema.Object({ label: Schema.String(), value: Schema.Integer() }), { maxItems: LONG_LIST_MAX }),
  isTrackingEnable: Schema.Boolean(),
  politicalriskvisible: Schema.Boolean(),
  /** Hidden means the user is disabled. */
  hidden: Schema.Boolean(),
  /** ISO date the account was created. */
  registration_date: Schema.String(),
});
export type EmployeeDetail = Static<typeof EmployeeDetail>;

export const getEmployeeDetail = defineEndpoint({
  id: 'profile.getEmployeeDetail',
  backend: 'legacy',
  method: ['GET', 'POST'],
  path: '/customers/getEmployeeDetail',
  summary: "An employee's account detail and notifications",
  description:
    "Without `employee`, the signed-in user's own; another employee's of the same company for an admin, or for whoever " +
    "may send employees messages (the permissions a module asks for newAlert in its manifest's platformCalls), else 403.",
  access: 'session',
  errors: [404],
  input: Schema.Object({ employee: Schema.Optional(EmployeeIdText) }),
  answer: EmployeeDetail,
});

/** editEmployee answers; a password change answers a fresh login token (other sessions end). */
export const EditEmployeeAnswer = Schema.Object({
  message: Schema.String(),
  login_token: Schema.Optional(Schema.String()),
  /** A changed email waits for its confirmation link: the address it was sent to, while the account keeps the old one. */
  pending_email: Schema.Optional(Schema.String()),
  /** The admin variants (access lists, a flag): the employee as the personnel list shows it now. */
  employee: Schema.Optional(PersonnelEmployee),
});
export type EditEmployeeAnswer = Static<typeof EditEmployeeAnswer>;

export const editEmployee = defineEndpoint({
  id: 'profile.editEmployee',
  backend: 'legacy',
  method: 'POST',
  path: '/customers/editEmployee',
  summary: "Edits an employee's account: its fields, password or picture; an admin's access lists or one flag",
  description:
    'One call, several edits (spec part 1 §7, part 2 §7), told apart by the fields sent: permission or building ' +
    '(the access lists) or a flag (admin only); else media (the picture, a data URI of at most 2 MiB); else password ' +
    'and confirm_password, with current_password (the signed-in user\'s own); else the account form, whose changed ' +
    'email takes effect only once the link mailed to the new address is opened. `customer` names another employee of ' +
    'an admin\'s company. The form rules of spec part 1 §5 check the fields each edit needs.',
  access: 'session',
  errors: [404, 429],
  input: Schema.Object({
    customer: Schema.Optional(EmployeeIdText),
    name: Schema.Optional(PersonName),
    surname: Schema.Optional(PersonName),
    username: Schema.Optional(Username),
    email: Schema.Optional(EmailAddress),
    phone: Schema.Optional(PhoneNumber),
    foreign_phone: Schema.Optional(PhoneNumber),
    language: Schema.Optional(Line({ maxLength: 8 })),
    password: Schema.Optional(Password),
    confirm_password: Schema.Optional(Password),
    current_password: Schema.Optional(Password),
    // Bounded by the body limit, so that an image a little over 2 MiB hears the spec's 'Image size is greater than 2Mb'.
    media: Schema.Optional(Line({ maxLength: AVATAR_BODY_LIMIT_BYTES })),
    ...EMPLOYEE_ADMIN_EDIT_FIELDS,
  }, oneOfRequired(
    ['name', 'surname', 'username', 'email'],
    ['password', 'confirm_password'],
    ['media'],
    // An admin's edits: the access lists together, or one flag.
    ['permission', 'building'],
    ...['isTrackingEnable', 'hidden', 'politicalriskvisible'].map((flag) => [flag]),
  )),
  answer: EditEmployeeAnswer,
  bodyLimit: AVATAR_BODY_LIMIT_BYTES,
});

/**
 * Deleting a notification: one's own (account, alerts tab), or, for whoever may send messages (newAlert), one of
 * an employee of their company (the GPS detail's messages).
 */
export const deleteAlert = defineEndpoint({
  id: 'profile.deleteAlert',
  backend: 'legacy',
  method: 'POST',
  path: '/alerts/deleteAlert',
  summary: 'Deletes one of your notifications, or a message sent to an employee of your company',
  description:
    "One's own notification; or, for the users newAlert allows (admins, and the permissions modules ask for), a " +
    "notification of an employee of their company. Any other answers 404, as a missing one.",
  access: 'session',
  errors: [404],
  // Optional: a missing id answers 'Not a valid id: alert', as a malformed one does.
  input: Schema.Object({ alert: RequiredByRule(IdText()) }),
  answer: MessageAnswer,
});
