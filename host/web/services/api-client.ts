export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined | null;
export type Params = Readonly<Record<string, QueryValue>>;

export interface RequestOptions {
  /** Legacy API: do not add login_token and the app token (sign-in, sign-up, password reset, health). */
  skipAuth?: boolean;
  signal?: AbortSignal;
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

/** The one error shape of both clients: HTTP status (0 when the server was not reached) and a readable message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
