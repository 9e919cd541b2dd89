import {
  binaryContentType,
  primaryMethod,
  type AnyEndpoint,
  type ClientAnswerOf,
  type ClientInputOf,
  type InputOf,
} from '../../core/endpoints';
import type { ApiClient, Params, RequestOptions } from './api-client';

export interface CallOptions {
  signal?: AbortSignal;
  /** A legacy POST's fields as one JSON object rather than a form: for a large field, such as a file as a data URL. */
  json?: boolean;
}

/** Calls without fields may leave the input out; the others must give it. */
export type CallArgs<E> = keyof InputOf<E> extends never
  ? [input?: ClientInputOf<E>, options?: CallOptions]
  : [input: ClientInputOf<E>, options?: CallOptions];

/**
 * The one way pages and stores call the backends: `api.call(endpoint, input)` with a declaration from a contract.
 * The declaration picks the backend, the method and the path, whether credentials go along, and the answer's
 * type; failures reject with ApiError as every call does.
 */
export interface Api {
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ClientAnswerOf<E>>;
  /**
   * The address of a legacy GET endpoint with its input and credentials in the query, for an element that loads
   * and streams it by itself (a `<video>` seeking with range requests). Throws for any other endpoint.
   */
  href<E extends AnyEndpoint>(endpoint: E, input: ClientInputOf<E>): string;
}

export class EndpointClient implements Api {
  constructor(
    private readonly legacy: ApiClient,
    private readonly newer: ApiClient,
  ) {}

  href<E extends AnyEndpoint>(endpoint: E, input: ClientInputOf<E>): string {
    if (endpoint.backend !== 'legacy' || primaryMethod(endpoint) !== 'GET' || !this.legacy.href) {
      throw new Error(`${endpoint.id} has no address of its own: only a legacy GET does`);
    }
    return this.legacy.href(endpoint.path, input as Params);
  }

  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ClientAnswerOf<E>> {
    const [input, options] = args as [Params | undefined, CallOptions | undefined];
    const client = endpoint.backend === 'legacy' ? this.legacy : this.newer;
    if (binaryContentType(endpoint.answer)) {
      // As below: only fields that are set are passed on.
      return (input ? client.download(endpoint.path, input) : client.download(endpoint.path)) as Promise<ClientAnswerOf<E>>;
    }
    const requestOptions: RequestOptions = {
      ...(options?.signal ? { signal: options.signal } : {}),
      ...(options?.json ? { json: true } : {}),
      ...(endpoint.access === 'public' ? { skipAuth: true } : {}),
    };
    // Only what is set is passed on, so a call reads the same as a hand-written one: get(path) or get(path, fields).
    const rest: [Params?, RequestOptions?] = Object.keys(requestOptions).length > 0 ? [input, requestOptions] : input ? [input] : [];
    return primaryMethod(endpoint) === 'GET'
      ? client.get<ClientAnswerOf<E>>(endpoint.path, ...rest)
      : client.post<ClientAnswerOf<E>>(endpoint.path, ...rest);
  }
}
