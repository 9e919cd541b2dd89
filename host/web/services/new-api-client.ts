import { newApiAuth, type NewApiAuthResponse } from '../../core/contract/session';
import { STORAGE_KEYS } from '../../core/storage-keys';
import { ApiError, type ApiClient, type Params, type RequestOptions } from './api-client';
import { encodeParams, joinUrl } from './form-encoding';
import { sendRequest, type FetchFunction, type HttpRequest } from './http-request';
import type { StorageService } from './storage-service';

const UNAUTHORISED = 401;

/**
 * The newer API: JSON bodies and the stored JWT as a Bearer token (left out with `skipAuth`, e.g. for /auth).
 * A JWT lives an hour while the session's login token lives for days, so a call refused with 401 gets a new JWT
 * (the login token serves as the /auth password, spec part 1 §7) and is sent once more.
 */
export class NewApiClient implements ApiClient {
  /** One renewal at a time: the calls refused meanwhile all wait for it. */
  private renewal: Promise<boolean> | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly storage: StorageService,
    private readonly fetchFunction: FetchFunction,
  ) {}

  get<T>(path: string, params?: Params, options?: RequestOptions): Promise<T> {
    return this.send<T>(options, () => ({
      method: 'GET',
      url: joinUrl(this.baseUrl, path, encodeParams(params)),
      headers: this.headers(options),
      signal: options?.signal,
    }));
  }

  post<T>(path: string, body?: Params, options?: RequestOptions): Promise<T> {
    return this.send<T>(options, () => ({
      method: 'POST',
      url: joinUrl(this.baseUrl, path),
      headers: { ...this.headers(options), 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
      signal: options?.signal,
    }));
  }

  /** The download helper of spec part 1 §7: the path fetched with the Bearer token, answered as a blob. */
  download(path: string, params?: Params): Promise<Blob> {
    return this.send<Blob>(undefined, () => ({
      method: 'GET',
      url: joinUrl(this.baseUrl, path, encodeParams(params)),
      headers: this.headers(),
      read: 'blob',
    }));
  }

  /** `request` is built again for the second attempt, so it carries the new JWT. */
  private async send<T>(options: RequestOptions | undefined, request: () => HttpRequest): Promise<T> {
    try {
      return await sendRequest<T>(this.fetchFunction, request());
    } catch (error) {
      if (options?.skipAuth || !(error instanceof ApiError) || error.status !== UNAUTHORISED) throw error;
      if (!(await this.renewJwt())) throw error;
      return sendRequest<T>(this.fetchFunction, request());
    }
  }

  private renewJwt(): Promise<boolean> {
    this.renewal ??= this.fetchJwt().finally(() => {
      this.renewal = null;
    });
    return this.renewal;
  }

  private async fetchJwt(): Promise<boolean> {
    const email = this.storage.get(STORAGE_KEYS.email);
    const loginToken = this.storage.get(STORAGE_KEYS.loginToken);
    if (!email || !loginToken) return false;
    try {
      // Sent here rather than with api.call: the endpoint client sits on top of this one, and this renewal must not
      // go through the 401 handling it is part of.
      const answer = await sendRequest<NewApiAuthResponse>(this.fetchFunction, {
        method: 'POST',
        url: joinUrl(this.baseUrl, newApiAuth.path),
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: loginToken }),
      });
      this.storage.set(STORAGE_KEYS.jwt, answer.jwt);
      return true;
    } catch (error) {
      // The session itself has ended (logout elsewhere, disabled account): the original 401 stands.
      console.error('Renewing the newer API token failed', error);
      return false;
    }
  }

  private headers(options?: RequestOptions): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const jwt = options?.skipAuth ? null : this.storage.get(STORAGE_KEYS.jwt);
    if (jwt) headers.Authorization = `Bearer ${jwt}`;
    return headers;
  }
}
