import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { BinaryBody } from './binary-body';

/**
 * One declaration per endpoint (docs/architecture.md): the server mounts it, the web host calls it typed, `vigil
 * smoke` finds its read-only rows and the OpenAPI description lists it, all from this object. Plain data and
 * schemas only: it is shared by web, server and CLI.
 */

/** Messages of the 400 answers the declared schemas give, '<message>: <field>' as the spec's messages are shown. */
export const INPUT_MESSAGES = {
  notText: 'Must be a text value',
  tooLong: (max: number): string => `Too long (at most ${max} characters)`,
  tooShort: (min: number): string => `Too short (at least ${min} characters)`,
  controlCharacters: 'Control characters are not allowed',
  notValid: 'Not a valid value',
} as const;

/** The legacy API under its base ('/api': form fields, login_token and app_token) or the newer one ('/v2': JWT). */
export type Backend = 'legacy' | 'new';

/**
 * The refusals a handler raises beyond those the mount derives from the declaration (400 input, 401/403 access,
 * 413/415 on a body, 429 for limitPerAddress, 503 outage): an unknown id (404), a conflict (409), its own limits
 * (429), a file store's refusals (413, 415). The OpenAPI description names each with the error body.
 */
export type DeclaredErrorStatus = 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500;
export type HttpMethod = 'GET' | 'POST';

/** Who may call: anybody (sign-in, sign-up, health), any signed-in user, or the holders of a permission. */
export interface PermissionAccess {
  /** Any of these grants the call ('all' and '*' as everywhere). */
  allowed: readonly string[];
  /** Holding any of these revokes it, as a route's not-allowed list does in the client. */
  notAllowed?: readonly string[];
}
export type EndpointAccess = 'public' | 'session' | PermissionAccess;

/**
 * How `vigil smoke` runs a read-only call: the request fields it fills from what earlier rows kept, and what it
 * keeps from the answer for later rows. A declaration without `smoke` is not a smoke row.
 */
export interface EndpointSmoke {
  /** Request field → session value, e.g. { continent: 'continentId' }. Without the value the row is not run. */
  from?: Readonly<Record<string, string>>;
  /** Fixed request fields. */
  fields?: Readonly<Record<string, string>>;
  /** Session values this row keeps from its answer, for later rows. */
  keeps?: readonly string[];
  keep?(answer: unknown): Readonly<Record<string, string | undefined>>;
  /** A binary answer must start with these bytes, as text (e.g. '%PDF-'). */
  startsWith?: string;
  /**
   * A list answer must hold at least this many items: fewer means the deployment lacks its data (the country
   * list: 200), which the answer schema, true for any company, cannot say.
   */
  minItems?: number;
}

export interface Endpoint<I extends TObject = TObject, A extends TSchema = TSchema, X extends EndpointAccess = EndpointAccess> {
  /** Unique operation id: '<module>.<name>' (the folder's id names the module). */
  readonly id: string;
  readonly backend: Backend;
  /** A call the legacy client makes both ways lists both; the first is the one the clients use. */
  readonly method: HttpMethod | readonly HttpMethod[];
  /** Under the backend's base, e.g. '/quiz/get-quiz-list'. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly access: X;
  /** The call's fields: legacy fields are text (query or form body); newer-API bodies are JSON. */
  readonly input: I;
  /** The answer's schema, or `Binary(contentType)` for a file. */
  readonly answer: A;
  /** Raises the body limit for this call only (an upload). */
  readonly bodyLimit?: number;
  /**
   * The privacy gate needs this call (spec part 1 §2, §4: the session check, accept, logout): a signed-in user
   * who has not accepted the privacy policy may make it. Every other session call answers 403 until they do.
   */
  readonly beforePrivacyAccepted?: true;
  /**
   * An anonymous write that sends mail, adds rows or hashes a password (sign-up, password reset): the server
   * limits its calls per client address (anonymousWriteLimit), answering 429 with Retry-After beyond them.
   */
  readonly limitPerAddress?: true;
  /**
   * A public legacy call that also takes a JSON object body as it is, its fields keeping their JSON types (a
   * tracking app's position): the input schema then declares the types it admits.
   */
  readonly jsonBody?: true;
  /** The statuses its handler can refuse with, beyond the derived ones (DeclaredErrorStatus). */
  readonly errors?: readonly DeclaredErrorStatus[];
  readonly smoke?: EndpointSmoke;
}

export function defineEndpoint<I extends TObject, A extends TSchema, X extends EndpointAccess>(
  endpoint: Endpoint<I, A, X>,
): Endpoint<I, A, X> {
  return endpoint;
}

/** A list of declarations: what a contract module exports as `endpoints`, for discovery. */
export type AnyEndpoint = Endpoint<TObject, TSchema, EndpointAccess>;

/** The module an endpoint belongs to, its id's prefix ('cmr.getOverview' → 'cmr'): OpenAPI tag and smoke row. */
export function endpointModule(endpoint: Pick<AnyEndpoint, 'id'>): string {
  return endpoint.id.split('.')[0] ?? endpoint.id;
}

export function methodsOf(endpoint: Pick<AnyEndpoint, 'method'>): readonly HttpMethod[] {
  return typeof endpoint.method === 'string' ? [endpoint.method] : endpoint.method;
}

/** The method the clients use. */
export function primaryMethod(endpoint: Pick<AnyEndpoint, 'method'>): HttpMethod {
  return methodsOf(endpoint)[0] ?? 'GET';
}

export type InputOf<E> = E extends Endpoint<infer I, TSchema, EndpointAccess> ? Static<I> : never;

/** What a handler returns and a client receives: the answer's type, or a Blob (client) for a binary answer. */
export type AnswerOf<E> = E extends Endpoint<TObject, infer A, EndpointAccess> ? Static<A> : never;

/** True for a call anybody may make, without credentials. */
export type IsPublic<E> = E extends Endpoint<TObject, TSchema, 'public'> ? true : false;
export type ClientAnswerOf<E> = AnswerOf<E> extends BinaryBody ? Blob : AnswerOf<E>;

/** Legacy fields travel as text; a client may pass numbers, flags and lists (repeated keys) for them. */
type ClientValue<T> = T extends string ? string | number | boolean | readonly (string | number)[] : T;
export type ClientInputOf<E> = { [K in keyof InputOf<E>]: ClientValue<InputOf<E>[K]> };

/** Calls without fields can leave the input out. */
export type InputArgs<E> = keyof InputOf<E> extends never ? [input?: ClientInputOf<E>] : [input: ClientInputOf<E>];
