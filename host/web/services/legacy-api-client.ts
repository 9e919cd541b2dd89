import { APP_TOKEN_FIELD, LOGIN_TOKEN_FIELD } from '../../core/credential-fields';
import { STORAGE_KEYS } from '../../core/storage-keys';
import { ApiError, type ApiClient, type Params, type RequestOptions } from './api-client';
import { encodeParams, joinUrl } from './form-encoding';
import { sendRequest, type FetchFunction, type HttpRequest } from './http-request';
import type { StorageService } from './storage-service';

export type UnauthorisedListener = () => void;

/**
 * The legacy `/api` client: every call carries `login_token` (when one is stored) and the app token, in the
 * query for GET and in the form-encoded body for POST, unless `skipAuth` is set.
 */
export class LegacyApiClient implements ApiClient {
  private readonly unauthorisedListeners = new Set<UnauthorisedListener>();

  constructor(
    private readonly baseUrl: string,
    private readonly appToken: string,
    private readonly storage: StorageService,
    private readonly fetchFunction: FetchFunction,
  ) {}

  /** Called when an authenticated call answers 401, i.e. the session was lost; returns an unsubscribe. */
  onUnauthorised(listener: UnauthorisedListener): () => void {
    this.unauthorisedListeners.add(listener);
    return () => this.unauthorisedListeners.delete(listener);
  }

  get<T>(path: string, params?: Params, options?: RequestOptions): Promise<T> {
    const query = encodeParams(this.withCredentials(params, options));
    return this.send<T>({ method: 'GET', url: joinUrl(this.baseUrl, path, query), signal: options?.signal }, options);
  }

  post<T>(path: string, body?: Params, options?: RequestOptions): Promise<T> {
    const fields = this.withCredentials(body, options);
    return this.send<T>(
      {
        method: 'POST',
        url: joinUrl(this.baseUrl, path),
        headers: {
          'Content-Type': options?.json ? 'application/json' : 'application/x-www-form-urlencoded;charset=UTF-8',
          Accept: 'application/json',
        },
        body: options?.json ? JSON.stringify(fields) : encodeParams(fields),
        signal: options?.signal,
      },
      options,
    );
  }

  download(path: string, params?: Params): Promise<Blob> {
    const query = encodeParams(this.withCredentials(params));
    return this.send<Blob>({ method: 'GET', url: joinUrl(this.baseUrl, path, query), read: 'blob' });
  }

  href(path: string, params?: Params): string {
    return joinUrl(this.baseUrl, path, encodeParams(this.withCredentials(params)));
  }

  private withCredentials(params: Params | undefined, options?: RequestOptions): Params {
    if (options?.skipAuth) return params ?? {};
    const loginToken = this.storage.get(STORAGE_KEYS.loginToken);
    return {
      ...params,
      ...(loginToken ? { [LOGIN_TOKEN_FIELD]: loginToken } : {}),
      [APP_TOKEN_FIELD]: this.appToken,
    };
  }

  private async send<T>(request: HttpRequest, options?: RequestOptions): Promise<T> {
    try {
      return await sendRequest<T>(this.fetchFunction, request);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401 && !options?.skipAuth) {
        for (const listener of this.unauthorisedListeners) listener();
      }
      throw error;
    }
  }
}
