export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined | null;
export type Params = Readonly<Record<string, QueryValue>>;

export interface RequestOptions {
  /** Legacy API: do not add login_token and the app token (sign-in, sign-up, password reset, health). */
  skipAuth?: boolean;
  signal?: AbortSignal;
  /**
   * Legacy API POST: send the fields as one JSON object instead of a form. For a large field (a file as a data URL)
   * the server parses JSON several times faster than form escapes (issue 21's 20 MB upload).
   */
  json?: boolean;
}

/**
 * One client interface for both backends. LegacyApi form-encodes POST bodies and adds login_token and the app
 * token; NewApi sends JSON with the Bearer JWT. Every failure rejects with `ApiError`.
 */
export interface ApiClient {
  get<T>(path: string, params?: Params, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: Params, options?: RequestOptions): Promise<T>;
  /** Fetches a path as a blob (NewApi: with the Bearer token). */
  download(path: string, params?: Params): Promise<Blob>;
  /**
   * The address of a GET with its credentials in the query, for an element that loads it by itself and streams
   * it with range requests (a `<video>`'s src, its captions' `<track>`). Legacy only: the newer API's Bearer
   * token cannot go in an address.
   */
  href?(path: string, params?: Params): string;
}

/** A coded server message's code and params in an error body (ApiErrorBody), if it has them. */
function codedPart(body: unknown): { code?: string; params?: Readonly<Record<string, string | number>> } {
  if (typeof body !== 'object' || body === null) return {};
  const { code, params } = body as { code?: unknown; params?: unknown };
  if (typeof code !== 'string') return {};
  return { code, ...(typeof params === 'object' && params !== null ? { params: params as Readonly<Record<string, string | number>> } : {}) };
}

/**
 * The one error shape of both clients: HTTP status (0 when the server was not reached) and a readable message
 * (English, as the server words it); for a coded server message its `code` and `params`, which translateError
 * shows in the user's language.
 */
export class ApiError extends Error {
  readonly code?: string;
  readonly params?: Readonly<Record<string, string | number>>;

  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    const { code, params } = codedPart(body);
    this.code = code;
    this.params = params;
  }
}
