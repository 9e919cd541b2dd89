import { APP_TOKEN_FIELD, LOGIN_TOKEN_FIELD } from '../../host/core/api-contract';
import { holdsAny } from '../../host/core/permission-matcher';
import { createHttpClient, joinUrl, type HttpClient, type HttpRequest } from '../http/http-client';
import { apiErrorMessage, parseJson, type JsonParse } from '../http/parse-json';
import { SESSION_VALUE_SOURCES, type Backend, type SessionValue, type SmokeCall, type SmokeSession } from './smoke-call';

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
  /** True only for a row that passed. */
  ok: boolean;
  /** True for a row not run because the smoke user may not make the call; such a row does not fail the run. */
  skipped: boolean;
  latencyMs: number | null;
  /** Why the row did not pass: the failure, or the reason it was skipped or not run. */
  error?: string;
}

/** A row that neither passed nor was skipped: what makes `vigil smoke` exit 1. */
export function isFailure(row: SmokeRow): boolean {
  return !row.ok && !row.skipped;
}

/** Runs the calls in order (later rows use what earlier ones produced) and reports every one of them. */
export async function runSmokeTable(table: readonly SmokeCall[], target: SmokeTarget): Promise<SmokeRow[]> {
  const client = createHttpClient(target.timeoutMs);
  const session: SmokeSession = { username: target.username, password: target.password };
  // Values whose producing row was skipped: the rows needing them are skipped as well, not failed.
  const skippedValues = new Set<SessionValue>();
  const rows: SmokeRow[] = [];
  for (const call of table) {
    const row = { backend: call.backend, method: call.method, path: call.path, expected: call.expected };
    const blocked = whyNotRun(call, session, skippedValues);
    if (blocked) {
      rows.push({ ...row, status: null, ok: false, skipped: blocked.skipped, latencyMs: null, error: blocked.reason });
      if (blocked.skipped) call.produces?.forEach((value) => skippedValues.add(value));
      continue;
    }
    rows.push({ ...row, ...(await runCall(client, call, session, target)) });
  }
  return rows;
}

/**
 * Why a row is not called, or undefined when it can be. The permission check comes first: a row the user may
 * not make is skipped even when what it needs is missing.
 */
function whyNotRun(
  call: SmokeCall,
  session: Readonly<SmokeSession>,
  skippedValues: ReadonlySet<SessionValue>,
): { skipped: boolean; reason: string } | undefined {
  if (call.allowedFor && session.permissions && !holdsAny(session.permissions, call.allowedFor)) {
    return { skipped: true, reason: `skipped: the smoke user holds none of ${call.allowedFor.join(', ')}` };
  }
  const needs: readonly SessionValue[] = call.allowedFor ? [...call.needs, 'permissions'] : call.needs;
  const missing = needs.find((value) => !session[value]);
  if (!missing) return undefined;
  const source = SESSION_VALUE_SOURCES[missing];
  return skippedValues.has(missing)
    ? { skipped: true, reason: `not run: needs ${source}, which was skipped` }
    : { skipped: false, reason: `not run: needs ${source}` };
}

type CallResult = Pick<SmokeRow, 'status' | 'ok' | 'skipped' | 'latencyMs' | 'error'>;

async function runCall(client: HttpClient, call: SmokeCall, session: SmokeSession, target: SmokeTarget): Promise<CallResult> {
  const outcome = await client.send(buildRequest(call, session, target));
  if (outcome.kind === 'failure') {
    return { status: null, ok: false, skipped: false, latencyMs: outcome.latencyMs, error: outcome.reason };
  }
  const answered = { status: outcome.status, skipped: false, latencyMs: outcome.latencyMs };
  if (outcome.status !== call.expected) {
    // A 403 here is a failure like any other status: the row was run because the user holds a permission for it.
    const message = apiErrorMessage(outcome.body);
    return { ...answered, ok: false, error: `expected HTTP ${call.expected}, got ${outcome.status}${message ? `: ${message}` : ''}` };
  }
  const parsed = readAnswer(call, outcome.body);
  const problem = parsed.ok ? call.check(parsed.value) : parsed.reason;
  if (problem) return { ...answered, ok: false, error: parsed.ok ? `wrong shape: ${problem}` : problem };
  call.keep?.(parsed.ok ? parsed.value : undefined, session);
  return { ...answered, ok: true };
}

/** The body as `check` sees it: parsed JSON, or the text itself for a file. */
function readAnswer(call: SmokeCall, body: string): JsonParse {
  return call.answer === 'text' ? { ok: true, value: body } : parseJson(body);
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
