import type { ApiErrorBody } from '../../core/api-contract';
import { ApiError } from './api-client';

/** The subset of `fetch` the clients use, so tests can pass a fake without a network. */
export type FetchFunction = (url: string, init?: RequestInit) => Promise<Response>;

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  /** How to read a successful answer: parsed JSON (the default) or a blob. */
  read?: 'json' | 'blob';
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).message === 'string';
}

function parseText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Awaited before a coded failure is handed on: i18n, once loaded, makes it load the coded messages' catalogue of
 * the user's language (i18n.ts, serverMessagesLoaded), which pages download only when something fails.
 */
let beforeCodedFailure: () => Promise<unknown> = () => Promise.resolve();

export function onCodedFailure(prepare: () => Promise<unknown>): void {
  beforeCodedFailure = prepare;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = parseText(await response.text().catch(() => ''));
  if (isErrorBody(body)) {
    // A catalogue that fails to load leaves the English, which translateError then shows.
    if (typeof body.code === 'string') await beforeCodedFailure().catch(() => undefined);
    return new ApiError(response.status, body.message, body, body.field);
  }
  const message = typeof body === 'string' && body ? body : response.statusText || `HTTP ${response.status}`;
  return new ApiError(response.status, message, body);
}

/**
 * The one HTTP helper under both API clients: every failure becomes an `ApiError`, with status 0 when the
 * server was not reached (network failure or abort), so callers handle a single shape.
 */
export async function sendRequest<T>(fetchFunction: FetchFunction, request: HttpRequest): Promise<T> {
  let response: Response;
  try {
    response = await fetchFunction(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(0, `The server could not be reached (${reason})`, error);
  }
  if (!response.ok) throw await toApiError(response);
  if (request.read === 'blob') return (await response.blob()) as T;
  return parseText(await response.text()) as T;
}
