import { APP_TOKEN_FIELD, LOGIN_TOKEN_FIELD } from '../../core/api-contract';
import { HttpError } from '../http-error';
import { serverMessage } from '../../core/server-messages';

export type LegacyInput = Readonly<Record<string, string | undefined>>;

export interface LegacyFields {
  /** The call's own fields, without the credentials. */
  input: LegacyInput;
  appToken: string | undefined;
  loginToken: string | undefined;
}

function toText(key: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // Repeated form fields (users=1&users=2) arrive as arrays; legacy handlers read them as one comma list.
  if (Array.isArray(value) && value.every((item) => ['string', 'number', 'boolean'].includes(typeof item))) {
    return value.map(String).join(',');
  }
  throw new HttpError(400, serverMessage('fieldNotText', { field: key }), key);
}

function addFields(target: Record<string, string | undefined>, source: unknown): void {
  if (source === undefined || source === null) return;
  if (typeof source !== 'object' || Array.isArray(source)) {
    throw new HttpError(400, serverMessage('bodyNotFormFields'));
  }
  for (const [rawKey, value] of Object.entries(source)) {
    // PHP-style names (users[]=1) are common in form posts of the legacy client.
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    target[key] = toText(key, value);
  }
}

/**
 * The fields of a legacy call: query string first, then the body (form-encoded, or JSON), the body winning.
 * The result has no prototype, so a field named __proto__ or constructor is just a field.
 */
export function readLegacyFields(query: unknown, body: unknown): LegacyFields {
  const fields: Record<string, string | undefined> = Object.create(null) as Record<string, string | undefined>;
  addFields(fields, query);
  addFields(fields, body);
  const appToken = fields[APP_TOKEN_FIELD];
  const loginToken = fields[LOGIN_TOKEN_FIELD];
  delete fields[APP_TOKEN_FIELD];
  delete fields[LOGIN_TOKEN_FIELD];
  return { input: fields, appToken, loginToken };
}

/**
 * The fields of a legacy call that also takes a JSON body as it is (`jsonBody`: a tracking app posts JSON): the query
 * string's fields as text, then the body's own fields with their JSON types (nested objects included), the body
 * winning. A form body is read as the form's fields.
 */
export function readJsonBodyFields(query: unknown, body: unknown): Readonly<Record<string, unknown>> {
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  addFields(fields as Record<string, string | undefined>, query);
  // An empty body of any type (Traccar Client's POST whose fields ride in the query string) carries no field.
  if (body === undefined || body === null || body === '') return fields;
  if (typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, serverMessage('bodyNotJsonObject'));
  for (const [key, value] of Object.entries(body)) fields[key] = value;
  return fields;
}
