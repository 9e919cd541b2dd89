import type { FetchFunction } from '../../../host/web/services/http-request';

export interface FakeCall {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  /** The raw body, and its fields when it was form-encoded. */
  body: string | undefined;
  form: URLSearchParams;
  headers: Record<string, string>;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  blob?: Blob;
}

export type FakeRoute = FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

export type FakeFetch = FetchFunction & { calls: FakeCall[] };

/**
 * A Response as far as the clients read one. jsdom has no fetch API, so the object is built by hand; the
 * clients only use ok, status, statusText, text(), json() and blob().
 */
export function fakeResponse(status: number, body?: unknown, blob?: Blob): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : `Status ${status}`,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    blob: async () => blob ?? new Blob([text]),
  };
  return response as unknown as Response;
}

/**
 * A backend made of answers keyed by 'METHOD /path' (path without the query). Unknown routes answer 404 in the
 * servers' error shape; every call is recorded.
 */
export function fakeFetch(routes: Record<string, FakeRoute>): FakeFetch {
  const calls: FakeCall[] = [];
  const fetchFunction = async (url: string, init?: RequestInit): Promise<Response> => {
    const parsed = new URL(url, 'http://localhost');
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      url,
      path: parsed.pathname,
      query: parsed.searchParams,
      body,
      form: new URLSearchParams(body ?? ''),
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (!route) {
      return fakeResponse(404, { statusCode: 404, error: 'Not Found', message: `No fake for ${call.method} ${call.path}` });
    }
    const answer = typeof route === 'function' ? await route(call) : route;
    return fakeResponse(answer.status ?? 200, answer.body, answer.blob);
  };
  return Object.assign(fetchFunction, { calls });
}
