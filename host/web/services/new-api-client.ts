import { STORAGE_KEYS } from '../../core/storage-keys';
import type { ApiClient, Params, RequestOptions } from './api-client';
import { encodeParams, joinUrl } from './form-encoding';
import { sendRequest, type FetchFunction } from './http-request';
import type { StorageService } from './storage-service';

/** The newer API: JSON bodies and the stored JWT as a Bearer token (left out with `skipAuth`, e.g. for /auth). */
export class NewApiClient implements ApiClient {
  constructor(
    private readonly baseUrl: string,
    private readonly storage: StorageService,
    private readonly fetchFunction: FetchFunction,
  ) {}

  get<T>(path: string, params?: Params, options?: RequestOptions): Promise<T> {
    return sendRequest<T>(this.fetchFunction, {
      method: 'GET',
      url: joinUrl(this.baseUrl, path, encodeParams(params)),
      headers: this.headers(options),
      signal: options?.signal,
    });
  }

  post<T>(path: string, body?: Params, options?: RequestOptions): Promise<T> {
    return sendRequest<T>(this.fetchFunction, {
      method: 'POST',
      url: joinUrl(this.baseUrl, path),
      headers: { ...this.headers(options), 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
      signal: options?.signal,
    });
  }

  /** The download helper of spec part 1 §7: the path fetched with the Bearer token, answered as a blob. */
  download(path: string, params?: Params): Promise<Blob> {
    return sendRequest<Blob>(this.fetchFunction, {
      method: 'GET',
      url: joinUrl(this.baseUrl, path, encodeParams(params)),
      headers: this.headers(),
      read: 'blob',
    });
  }

  private headers(options?: RequestOptions): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const jwt = options?.skipAuth ? null : this.storage.get(STORAGE_KEYS.jwt);
    if (jwt) headers.Authorization = `Bearer ${jwt}`;
    return headers;
  }
}
