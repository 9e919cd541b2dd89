import { APP_TOKEN_FIELD, LOGIN_TOKEN_FIELD } from '../../host/core/api-contract';
import { createHttpClient, joinUrl, type HttpRequest } from '../http/http-client';
import { apiErrorMessage, parseJson } from '../http/parse-json';
import type { Backend, Credential, SmokeCall, SmokeSession } from './smoke-table';

export interface SmokeTarget {
  legacyUrl: string;
  newUrl: string;
  appToken: string;
  username: string;
  password: string;
  timeoutMs: number;
}

/** One printed row; also the `--json` element, so its field names are a contract with scripts. */
export interface SmokeRow {
  backend: Backend;
  method: 'GET' | 'POST';
  path: string;
  /** HTTP status, or null when no answer came back or the call was not run. */
  status: number | null;
  expected: number;
  ok: boolean;
  latencyMs: number | null;
  error?: string;
}

const PRODUCED_BY: Record<Credential, string> = {
  loginToken: 'the login token from sign-in',
  jwt: 'the JWT from /auth',
};

/** Runs the calls in order (later rows use what earlier ones produced) and reports every one of them. */
export async function runSmokeTable(table: readonly SmokeCall[], target: SmokeTarget): Promise<SmokeRow[]> {
  const client = createHttpClient(target.timeoutMs);
  const session: SmokeSession = { username: target.username, password: target.password };
  const rows: SmokeRow[] = [];
  for (const call of table) {
    const row = { backend: call.backend, method: call.method, path: call.path, expected: call.expected };
    const missing = call.needs.find((credential) => !session[credential]);
    if (missing) {
      rows.push({ ...row, status: null, ok: false, latencyMs: null, error: `not run: needs ${PRODUCED_BY[missing]}` });
      continue;
    }
    const outcome = await client.send(buildRequest(call, session, target));
    if (outcome.kind === 'failure') {
      rows.push({ ...row, status: null, ok: false, latencyMs: outcome.latencyMs, error: outcome.reason });
      continue;
    }
    const answered = { ...row, status: outcome.status, latencyMs: outcome.latencyMs };
    if (outcome.status !== call.expected) {
      const message = apiErrorMessage(outcome.body);
      const error = `expected HTTP ${call.expected}, got ${outcome.status}${message ? `: ${message}` : ''}`;
      rows.push({ ...answered, ok: false, error });
      continue;
    }
    const parsed = parseJson(outcome.body);
    const problem = parsed.ok ? call.check(parsed.value) : parsed.reason;
    if (problem) {
      rows.push({ ...answered, ok: false, error: parsed.ok ? `wrong shape: ${problem}` : problem });
      continue;
    }
    call.keep?.(parsed.ok ? parsed.value : undefined, session);
    rows.push({ ...answered, ok: true });
  }
  return rows;
}

function buildRequest(call: SmokeCall, session: SmokeSession, target: SmokeTarget): HttpRequest {
  const payload = call.payload?.(session) ?? {};
  const base = call.backend === 'legacy' ? target.legacyUrl : target.newUrl;
  const request: HttpRequest = { method: call.method, url: joinUrl(base, call.path) };
  if (call.backend === 'legacy') {
    // Legacy credentials travel in the query for GET and in the form body for POST (spec part 1 §7).
    const credentials: Record<string, string> = call.needs.includes('loginToken')
      ? { [LOGIN_TOKEN_FIELD]: session.loginToken ?? '', [APP_TOKEN_FIELD]: target.appToken }
      : {};
    if (call.method === 'GET') return { ...request, query: { ...credentials, ...payload.form } };
    return { ...request, form: { ...payload.form, ...credentials } };
  }
  return {
    ...request,
    ...(payload.json !== undefined ? { json: payload.json } : {}),
    ...(call.needs.includes('jwt') ? { headers: { authorization: `Bearer ${session.jwt ?? ''}` } } : {}),
  };
}
