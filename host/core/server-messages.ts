import { ACCOUNT_MESSAGES, ACCOUNT_SECURITY_MESSAGES, GATE_TEXTS } from './messages';

/** The values a coded message names: a field, a limit, a number of seconds. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * A server message by code (ApiErrorBody's `code` and `params`): `message` keeps the English text the legacy
 * clients show (the spec's where it has one); the web shows the code's text from the reader's catalogue. A
 * platform code is a key of SERVER_MESSAGES; a plugin's is '<plugin id>:<key>', the text of
 * `serverMessages.<key>` in the plugin's namespace.
 */
export interface CodedMessage {
  readonly message: string;
  readonly code: string;
  readonly params?: MessageParams;
}

/**
 * The platform's refusals in English, with `{{name}}` for their params: what the server answers, and the English
 * the web's `server` namespace translates (host/web/i18n/it/server-messages.ts has every code).
 */
export const SERVER_MESSAGES = {
  missingInput: 'Missing input: {{field}}',
  tooLong: 'Too long (at most {{max}} characters): {{field}}',
  tooShort: 'Too short (at least {{min}} characters): {{field}}',
  controlCharacters: 'Control characters are not allowed: {{field}}',
  notText: 'Must be a text value: {{field}}',
  notValid: 'Not a valid value: {{field}}',
  notValidId: 'Not a valid id: {{field}}',
  unknownAppToken: 'Unknown app token',
  loginTokenExpired: 'Unknown or expired login token, sign in again',
  privacyNotAccepted: GATE_TEXTS.privacy,
  noPermission: "You don't have the permissions for this call (it needs one of: {{permissions}})",
  moduleSwitchedOff: 'The {{module}} module is switched off for your company',
  databaseUnavailable: 'The database is not available, try again shortly',
  alreadyExists: 'This already exists: it was just created, perhaps by another request',
  fileTooLarge: 'The file is too large: the limit is {{limit}}',
  fileTypeMissing: "The upload has no Content-Type header: send the file's type, for example application/pdf",
  fileTypeNotAllowed: 'Files of type {{type}} are not accepted here (accepted: {{accepted}})',
  fileTypeMismatch: "The file's content is not {{type}}, the type it was sent as",
  fileEmpty: 'The file is empty',
  uploadInterrupted: 'The upload was interrupted before the end of the file',
  invalidFileKey: 'Invalid file key',
  fileNotFound: 'File not found',
  rangeNotSatisfiable: 'The requested range is outside the file ({{size}} bytes)',
  bearerMissing: 'Missing bearer token',
  bearerInvalid: 'Invalid or expired bearer token',
  sessionEnded: 'The session has ended, sign in again',
  tooManyRequests: 'Too many requests from your address. Try again in {{seconds}} seconds',
  tooManySignIns: 'Too many sign-in attempts. Try again in {{seconds}} seconds',
  wrongCredentials: 'Wrong username or password',
  wrongEmailOrPassword: 'Wrong email or password',
  serverBusy: 'The server is busy, try again in a moment',
  // The host's account, personnel and legacy-call refusals (their English as the legacy clients have it).
  bodyNotJsonObject: 'The request body must be a JSON object',
  bodyNotFormFields: 'The request body must be a set of form fields',
  fieldNotText: 'The field {{field}} must be a text value',
  usernameTaken: 'This username is already taken',
  emailTaken: 'This email is already registered',
  unknownCompany: 'Unknown company: use the sign-up link your company sent you',
  companyNotFound: 'Company not found',
  unconfirmed: 'Confirm your registration with the link we emailed you',
  registrationToken: 'This confirmation link is not valid: it was already used or has expired',
  resetToken: 'This password reset link is not valid: it was already used, replaced by a newer one or has expired',
  emailChangeToken: ACCOUNT_SECURITY_MESSAGES.emailChangeToken,
  mailFailed: 'We could not send the email. Please try again later',
  tooManyAttempts: 'Too many attempts. Try again in {{seconds}} seconds',
  tooManyResetRequests: 'Too many requests. Try again in {{seconds}} seconds',
  passwordMissing: ACCOUNT_MESSAGES.password_error,
  passwordsDiffer: ACCOUNT_MESSAGES.password_not_match,
  currentPasswordMissing: ACCOUNT_SECURITY_MESSAGES.currentPasswordMissing,
  currentPasswordWrong: ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong,
  passwordTooWeak: ACCOUNT_SECURITY_MESSAGES.passwordTooWeak,
  imageFormat: 'The image must be a PNG, JPEG or WebP data URI',
  imageContent: 'The image content does not match its type',
  imageTooBig: 'Image size is greater than {{max}}Mb',
  imageNotFound: 'Image not found',
  unknownCountry: 'Unknown country',
  notMonitored: 'This country is not among your monitored countries',
  unknownLevel: 'Unknown threat level',
  alertNotFound: 'Notification not found',
  employeeNotFound: 'Employee not found',
  accountDisabled: 'This account is disabled: ask your administrator',
  notYourself: 'You cannot delete or disable your own account',
  ownAdmin: 'You cannot remove your own admin permission',
  unknownPermission: 'Unknown permission: {{value}}',
  unknownProject: 'Unknown project: {{value}}',
  tooManyProjects: 'Too many projects',
  unknownCountryValue: 'Unknown country: {{value}}',
  flagValue: 'The value must be 1 or 0: {{field}}',
} as const;

export type ServerMessageCode = keyof typeof SERVER_MESSAGES;

/** A template's `{{name}}`s replaced by the params' values (a plugin's coded messages use it too). */
export function fillMessage(template: string, params: MessageParams): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(params[name] ?? ''));
}

/** One of the platform's messages, its English filled in. */
export function serverMessage(code: ServerMessageCode, params: MessageParams = {}): CodedMessage {
  return codedMessage(code, fillMessage(SERVER_MESSAGES[code], params), params);
}

/** A coded message of any namespace, e.g. a plugin's: codedMessage('inf:alreadyPassed', INF_MESSAGES.alreadyPassed). */
export function codedMessage(code: string, message: string, params: MessageParams = {}): CodedMessage {
  return { message, code, ...(Object.keys(params).length > 0 ? { params } : {}) };
}
