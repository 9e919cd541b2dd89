import { defineEndpoint, Line, MessageAnswer, NoInput, RequiredByRule, Schema, SHORT_LIST_MAX, type Static } from '../endpoints';
import { EmailAddress, LanguageCode, Password, TokenText, Username } from './person-fields';

/**
 * Sign-in and the session (spec part 1 §3, §4, §7): the legacy sign-in and token calls, the newer API's /auth
 * and the privacy acceptance every session passes before the app.
 */

/** What checkLoginToken answers (spec part 1 §3: the user from login, without the token). */
export const CheckLoginTokenResponse = Schema.Object({
  id: Schema.Integer(),
  name: Schema.String(),
  surname: Schema.String(),
  initial: Schema.String(),
  /** Image URL with a cache-busting suffix, or null. */
  image: Schema.Nullable(Schema.String()),
  email: Schema.String(),
  company: Schema.String(),
  permission: Schema.Array(Schema.String(), { maxItems: SHORT_LIST_MAX }),
  /** ISO date of privacy acceptance, or null when not accepted. */
  privacyCheckedDate: Schema.Nullable(Schema.String()),
  /** The account's language; the web host switches to it on sign-in. */
  language: LanguageCode,
});
export type CheckLoginTokenResponse = Static<typeof CheckLoginTokenResponse>;

/** What sign-in answers (spec part 1 §3: user/customer from login): the user and the session's login token. */
export const CustomerSession = Schema.Object({ login_token: Schema.String(), ...CheckLoginTokenResponse.properties });
export type CustomerSession = Static<typeof CustomerSession>;

export const loginCustomer = defineEndpoint({
  id: 'session.loginCustomer',
  backend: 'legacy',
  method: 'POST',
  path: '/customers/loginCustomer',
  summary: 'Signs in with username and password',
  description:
    'Answers the user and a new login token. A wrong username and a wrong password answer the same 401; repeated ' +
    'failures are refused with 429 for a while.',
  access: 'public',
  errors: [401, 403, 429],
  input: Schema.Object({ username: Username, password: Password }),
  answer: CustomerSession,
});

export const loginCustomerWithToken = defineEndpoint({
  id: 'session.loginCustomerWithToken',
  backend: 'legacy',
  method: 'POST',
  path: '/customers/loginCustomerWithToken',
  summary: 'Signs in with the login token of an open session (a link that carries it)',
  access: 'session',
  beforePrivacyAccepted: true,
  input: NoInput,
  answer: CustomerSession,
});

export const checkLoginToken = defineEndpoint({
  id: 'session.checkLoginToken',
  backend: 'legacy',
  method: ['POST', 'GET'],
  path: '/customers/checkLoginToken',
  summary: "The login token's user and permissions",
  access: 'session',
  beforePrivacyAccepted: true,
  input: NoInput,
  answer: CheckLoginTokenResponse,
  smoke: {},
});

export const logout = defineEndpoint({
  id: 'session.logout',
  backend: 'legacy',
  method: ['POST', 'GET'],
  path: '/customers/logout',
  summary: 'Ends the session of the login token',
  access: 'session',
  beforePrivacyAccepted: true,
  input: NoInput,
  answer: MessageAnswer,
});

export const NewApiAuthResponse = Schema.Object({
  jwt: Schema.String(),
  account: Schema.Object({ legacy_id: Schema.Integer(), email: Schema.String() }),
});
export type NewApiAuthResponse = Static<typeof NewApiAuthResponse>;

/** The newer API's sign-in: the password is a login token of the account with that email (spec part 1 §7). */
export const newApiAuth = defineEndpoint({
  id: 'session.auth',
  backend: 'new',
  method: 'POST',
  path: '/auth',
  summary: 'Exchanges an email and a login token for a JWT',
  description: 'The password is a valid login token of the account with that email, as the legacy sign-in answered it.',
  access: 'public',
  errors: [401, 403, 429],
  input: Schema.Object({ email: EmailAddress, password: TokenText }),
  answer: NewApiAuthResponse,
});

export const AcceptPrivacyAnswer = Schema.Object({ message: Schema.String(), privacyCheckedDate: Schema.String() });
export type AcceptPrivacyAnswer = Static<typeof AcceptPrivacyAnswer>;

/** The privacy gate's Accept (spec part 1 §2, §7: privacy = 1). */
export const acceptPrivacy = defineEndpoint({
  id: 'session.acceptPrivacy',
  backend: 'legacy',
  method: 'POST',
  path: '/customers/acceptPrivacy',
  summary: 'Accepts the privacy policy',
  access: 'session',
  beforePrivacyAccepted: true,
  // Optional: the handler answers the gate's own text when it is not 1.
  input: Schema.Object({ privacy: RequiredByRule(Line({ maxLength: 8, description: '1 to accept' })) }),
  answer: AcceptPrivacyAnswer,
});
