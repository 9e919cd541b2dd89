import { GATE_TEXTS } from './messages';

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
} as const;

export type ServerMessageCode = keyof typeof SERVER_MESSAGES;

function fill(template: string, params: MessageParams): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(params[name] ?? ''));
}

/** One of the platform's messages, its English filled in. */
export function serverMessage(code: ServerMessageCode, params: MessageParams = {}): CodedMessage {
  return codedMessage(code, fill(SERVER_MESSAGES[code], params), params);
}

/** A coded message of any namespace, e.g. a plugin's: codedMessage('inf:alreadyPassed', INF_MESSAGES.alreadyPassed). */
export function codedMessage(code: string, message: string, params: MessageParams = {}): CodedMessage {
  return { message, code, ...(Object.keys(params).length > 0 ? { params } : {}) };
}
