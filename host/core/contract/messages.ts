import { AVATAR_BODY_LIMIT_BYTES } from '../form-rules';
import { defineEndpoint, IdText, Line, MessageAnswer, Paragraph, RequiredByRule, Schema, type Static } from '../endpoints';
import { MESSAGE_CONTENT_MAX, PICKUP_FIELD_MAX } from '../message-rules';

/**
 * Messages to a person (spec part 2 §3 Alert/message, §5 New message, §7 /alerts/*): the platform's notifications,
 * which the account's Alerts tab lists and a module's screens (the GPS detail) send, read and delete. Declared in
 * the `profile` module beside deleteAlert, whose notifications they are.
 */

const pickupField = () => RequiredByRule(Line({ maxLength: PICKUP_FIELD_MAX }));

export const newAlert = defineEndpoint({
  id: 'profile.newAlert',
  backend: 'legacy',
  method: 'POST',
  path: '/alerts/newAlert',
  summary: 'Sends a message, or a pickup with its details, to an employee of your company',
  description:
    'Spec part 2 §5: content is required; with asPickup `true` (or `1`) the message is a pickup and date, airport, ' +
    'location, driver, driverDetail, company and vhl are required too, driver and company letters and spaces only ' +
    "('Not a valid name'). A blank required field answers 400 'Must be compiled' naming it. image is an optional " +
    "data URI (PNG, JPEG or WebP, at most 2 MiB: 'Image size is greater than 2Mb'). The employee is mailed the " +
    'message in their language with a link to their account; nothing is stored when the mail cannot be sent (503). ' +
    "Admins may call it, and the holders of the permissions a module asks for in its manifest's platformCalls; an " +
    "employee of another company answers 404.",
  access: { allowed: ['admin'] },
  errors: [404],
  input: Schema.Object({
    employee: RequiredByRule(IdText()),
    content: RequiredByRule(Paragraph({ maxLength: MESSAGE_CONTENT_MAX })),
    // Bounded by the body limit, so that an image a little over 2 MiB hears the spec's 'Image size is greater than 2Mb'.
    image: Schema.Optional(Line({ maxLength: AVATAR_BODY_LIMIT_BYTES })),
    date: pickupField(),
    airport: pickupField(),
    location: pickupField(),
    driver: pickupField(),
    driverDetail: pickupField(),
    company: pickupField(),
    vhl: pickupField(),
    asPickup: Schema.Optional(Line({ maxLength: 8 })),
  }),
  answer: MessageAnswer,
  bodyLimit: AVATAR_BODY_LIMIT_BYTES,
});

export const ReadAlertAnswer = Schema.Object({
  id: Schema.Integer(),
  isRead: Schema.Boolean(),
  /** ISO date the message was first read. */
  read_at: Schema.String(),
});
export type ReadAlertAnswer = Static<typeof ReadAlertAnswer>;

export const readAlert = defineEndpoint({
  id: 'profile.readAlert',
  backend: 'legacy',
  method: 'POST',
  path: '/alerts/readAlert',
  summary: 'Marks one of your notifications read',
  description: 'Only the recipient marks a notification read; reading it again keeps the first time. Anybody else\'s answers 404.',
  access: 'session',
  errors: [404],
  // Optional: a missing id answers 'Not a valid id: alert', as a malformed one does.
  input: Schema.Object({ alert: RequiredByRule(IdText()) }),
  answer: ReadAlertAnswer,
});
