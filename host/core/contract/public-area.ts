import { defineEndpoint, Line, MessageAnswer, RequiredByRule, Schema } from '../endpoints';
import { EmailAddress, Password, PERSON_FIELD_LIMITS, PersonName, TokenText, Username } from './person-fields';

/**
 * The public area's calls (spec part 1 §2, §5, §7): sign-up, registration confirmation, the password reset and the
 * confirmation of a new email address, all without credentials. Their fields are optional here because the server
 * checks each form with the rules the browser shows (host/core form-rules: 'Must be compiled', 'Email format not
 * valid'...), in the form's order.
 */

const FORM_DESCRIPTION = 'Every field is required: the form rules of spec part 1 §5 answer 400 naming the first field that breaks one.';

export const signUp = defineEndpoint({
  id: 'publicArea.signUp',
  backend: 'legacy',
  method: 'POST',
  path: '/customers/signUp',
  summary: "Registers an account in the invitation's company and mails the confirmation link",
  description:
    `${FORM_DESCRIPTION} The answer does not tell whether the email or username is taken: a taken email gets a ` +
    'mail saying so instead of an account, a taken username is chosen again at the confirmation.',
  access: 'public',
  errors: [409],
  limitPerAddress: true,
  input: Schema.Object({
    name: RequiredByRule(PersonName),
    surname: RequiredByRule(PersonName),
    email: RequiredByRule(EmailAddress),
    username: RequiredByRule(Username),
    password: RequiredByRule(Password),
    password_confirm: RequiredByRule(Password),
    /** The company's sign-up code from the invitation link. */
    company: RequiredByRule(Line({ maxLength: PERSON_FIELD_LIMITS.companyCode })),
    /**
     * Not a field of the spec's payload: the language the sign-up page was in ('en' or 'it'), which becomes the
     * account's and the confirmation mail's. English when absent or anything else.
     */
    language: Schema.Optional(Line({ maxLength: 8 })),
  }),
  answer: MessageAnswer,
});

export const confirmRegistration = defineEndpoint({
  id: 'publicArea.confirmRegistration',
  backend: 'legacy',
  method: 'POST',
  path: '/customers/confirmRegistration',
  summary: 'Confirms a registration with the mailed token, choosing the username and password',
  description: FORM_DESCRIPTION,
  access: 'public',
  limitPerAddress: true,
  input: Schema.Object({
    registration_token: RequiredByRule(TokenText),
    username: RequiredByRule(Username),
    password: RequiredByRule(Password),
    password_confirm: RequiredByRule(Password),
  }),
  answer: MessageAnswer,
});

export const resetPassword = defineEndpoint({
  id: 'publicArea.resetPassword',
  backend: 'legacy',
  method: 'POST',
  path: '/customers/resetPassword',
  summary: 'Mails a password reset link to the address, if it has an account',
  description: `${FORM_DESCRIPTION} The answer is the same whether the address has an account or not.`,
  access: 'public',
  errors: [429],
  limitPerAddress: true,
  input: Schema.Object({ email: RequiredByRule(EmailAddress) }),
  answer: MessageAnswer,
});

export const setNewPassword = defineEndpoint({
  id: 'publicArea.setNewPassword',
  backend: 'legacy',
  method: 'POST',
  path: '/customers/setNewPassword',
  summary: 'Sets a new password with the mailed reset token; every session of the account ends',
  description: FORM_DESCRIPTION,
  access: 'public',
  limitPerAddress: true,
  input: Schema.Object({
    reset_token: RequiredByRule(TokenText),
    password: RequiredByRule(Password),
    password_confirm: RequiredByRule(Password),
  }),
  answer: MessageAnswer,
});

export const confirmEmailChange = defineEndpoint({
  id: 'publicArea.confirmEmailChange',
  backend: 'legacy',
  method: 'POST',
  path: '/customers/confirmEmailChange',
  summary: "Confirms an account's new email address with the token mailed to it; the account's other sessions end",
  description: `${FORM_DESCRIPTION} The session that asked for the change stays signed in.`,
  access: 'public',
  errors: [409],
  limitPerAddress: true,
  input: Schema.Object({ email_token: RequiredByRule(TokenText) }),
  answer: MessageAnswer,
});
