import { APP_TOKEN_FIELD, LOGIN_TOKEN_FIELD } from '../../host/core/credential-fields';
import { loginCustomer } from '../../host/core/contract/session';
import { createHttpClient, joinUrl, type HttpClient } from '../http/http-client';
import { apiErrorMessage, parseJson } from '../http/parse-json';
import type { SignedInTarget } from '../config/signed-in-target';

/** The simulator signs in as the smoke does. */
export type LegacyTarget = SignedInTarget;

/** A failed call: `unreachable` when no answer came, else the status and the server's message. */
export interface LegacyFailure {
  ok: false;
  unreachable: boolean;
  status: number | null;
  reason: string;
}

export type LegacyResult<T> = { ok: true; value: T } | LegacyFailure;

/** Calls of the legacy API as the signed-in user: the login and app tokens in the query (GET) or form (POST). */
export interface LegacySession {
  call<T>(method: 'GET' | 'POST', path: string, fields?: Readonly<Record<string, string>>): Promise<LegacyResult<T>>;
}

/** Signs in with loginCustomer, as the web host does, and answers a session for the calls that follow. */
export async function signInLegacy(target: LegacyTarget): Promise<LegacyResult<LegacySession>> {
  const client = createHttpClient(target.timeoutMs);
  const signedIn = await send<{ login_token?: unknown }>(client, 'POST', joinUrl(target.legacyUrl, loginCustomer.path), {
    username: target.username,
    password: target.password,
  });
  if (!signedIn.ok) return signedIn;
  const token = signedIn.value.login_token;
  if (typeof token !== 'string' || !token) return { ok: false, unreachable: false, status: 200, reason: 'the sign-in answer has no login_token' };
  const credentials = { [LOGIN_TOKEN_FIELD]: token, [APP_TOKEN_FIELD]: target.appToken };
  return {
    ok: true,
    value: {
      call: (method, path, fields = {}) => send(client, method, joinUrl(target.legacyUrl, path), { ...fields, ...credentials }),
    },
  };
}

async function send<T>(client: HttpClient, method: 'GET' | 'POST', url: string, fields: Record<string, string>): Promise<LegacyResult<T>> {
  const outcome = await client.send(method === 'GET' ? { method, url, query: fields } : { method, url, form: fields });
  const where = `${method} ${url}`;
  if (outcome.kind === 'failure') return { ok: false, unreachable: true, status: null, reason: `${outcome.reason} (${where})` };
  if (outcome.status < 200 || outcome.status >= 300) {
    const message = apiErrorMessage(outcome.body);
    return { ok: false, unreachable: false, status: outcome.status, reason: `HTTP ${outcome.status}${message ? `: ${message}` : ''} (${where})` };
  }
  const parsed = parseJson(outcome.body);
  if (!parsed.ok) return { ok: false, unreachable: false, status: outcome.status, reason: `${parsed.reason} (${where})` };
  return { ok: true, value: parsed.value as T };
}
