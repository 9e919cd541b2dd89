import got, { type Got } from 'got';
import { classifyError, type RequestFailure } from './classify-error';

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  query?: Readonly<Record<string, string>>;
  /** Sent form-encoded (the legacy API's convention). */
  form?: Readonly<Record<string, string>>;
  /** Sent as JSON (the newer API's convention). */
  json?: unknown;
  headers?: Readonly<Record<string, string>>;
}

/** An HTTP answer of any status, or the reason there was none. */
export type HttpOutcome =
  | { kind: 'answer'; status: number; body: string; contentType?: string; latencyMs: number }
  | ({ kind: 'failure'; latencyMs: number } & RequestFailure);

export interface HttpClient {
  readonly timeoutMs: number;
  send(request: HttpRequest): Promise<HttpOutcome>;
}

/**
 * The CLI's one got instance. Retries are off because a check that quietly retries hides the flakiness it
 * exists to report; statuses are answers, not exceptions, because each caller decides which status it expects.
 */
export function createHttpClient(timeoutMs: number): HttpClient {
  const client: Got = got.extend({
    retry: { limit: 0 },
    timeout: { request: timeoutMs },
    throwHttpErrors: false,
    followRedirect: false,
    responseType: 'text',
    headers: { accept: 'application/json', 'user-agent': 'vigil-cli' },
  });
  return {
    timeoutMs,
    async send(request: HttpRequest): Promise<HttpOutcome> {
      const started = performance.now();
      try {
        const response = await client(request.url, {
          method: request.method,
          ...(request.query ? { searchParams: { ...request.query } } : {}),
          ...(request.form ? { form: { ...request.form } } : {}),
          ...(request.json !== undefined ? { json: request.json } : {}),
          ...(request.headers ? { headers: { ...request.headers } } : {}),
        });
        const contentType = response.headers['content-type'];
        return {
          kind: 'answer',
          status: response.statusCode,
          body: response.body,
          ...(contentType ? { contentType } : {}),
          latencyMs: elapsed(started),
        };
      } catch (error) {
        return { kind: 'failure', latencyMs: elapsed(started), ...classifyError(error, timeoutMs) };
      }
    },
  };
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}

/** Joins a base URL and an API path without doubling or dropping the slash between them. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
