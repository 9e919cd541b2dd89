import type { LightMyRequestResponse } from 'fastify';
import type { TestServer } from '../../support/test-server';

export type Fields = Record<string, string>;

/** A legacy POST as the web client sends it: form-encoded body. */
export function legacyPost(server: TestServer, path: string, fields: Fields = {}): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** A legacy GET: fields in the query string. */
export function legacyGet(server: TestServer, path: string, fields: Fields = {}): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams(fields).toString();
  return server.app.inject({ method: 'GET', url: `/api${path}${query ? `?${query}` : ''}` });
}

/** The credentials every non-exempt call carries. */
export function credentials(server: TestServer, loginToken: string): Fields {
  return { login_token: loginToken, app_token: server.appToken };
}
