import { APP_TOKEN_FIELD, LOGIN_TOKEN_FIELD } from '../../host/core/api-contract';
import { holdsAny, isRevoked } from '../../host/core/permission-matcher';
import { createHttpClient, joinUrl, type HttpClient, type HttpRequest } from '../http/http-client';
import { apiErrorMessage, parseJson, type JsonParse } from '../http/parse-json';
import { describeValue, valueSources, type Backend, type SessionValue, type SmokeCall, type SmokeSession } from './smoke-call';
import type { SignedInTarget } from '../config/signed-in-target';

export interface SmokeTarget extends SignedInTarget {
  newUrl: string;
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

/**
 * Runs the calls in order (later rows use what earlier ones kept) and reports every one of them; a sign-in that
 * fails ends the run with its row alone, since every other call would only repeat that it needs the token.
 */
export async function runSmokeTable(table: readonly SmokeCall[], target: SmokeTarget): Promise<SmokeRow[]> {
  const client = createHttpClient(target.timeoutMs);
  const session: SmokeSession = { username: target.username, password: target.password, values: {} };
  const sources = valueSources(table);
  // Values whose producing row was skipped: the rows needing them are skipped as well, not failed.
  const skippedValues = new Set<SessionValue>();
  const rows: SmokeRow[] = [];
  for (const call of table) {
    const row = { backend: call.backend, method: call.method, path: call.path, expected: call.expected };
    const blocked = whyNotRun(call, session, skippedValues, sources);
    if (blocked) {
      rows.push({ ...row, status: null, ok: false, skipped: blocked.skipped, latencyMs: null, error: blocked.reason });
      if (blocked.skipped) call.produces?.forEach((value) => skippedValues.add(value));
      continue;
    }
    const result = { ...row, ...(await runCall(client, call, session, target)) };
    rows.push(result);
    if (call.foundation === 'signIn' && !result.ok) return rows;
  }
  return rows;
}

function holds(session: Readonly<SmokeSession>, value: SessionValue): boolean {
  return value === 'permissions' ? session.permissions !== undefined : Boolean(session.values[value]);
}

/**
 * Why a row is not called, or undefined when it can be. The permission check comes first: a row the user may
 * not make is skipped even when what it needs is missing.
 */
function whyNotRun(
  call: SmokeCall,
  session: Readonly<SmokeSession>,
  skippedValues: ReadonlySet<SessionValue>,
  sources: ReadonlyMap<SessionValue, string>,
): { skipped: boolean; reason: string } | undefined {
  if (call.allowedFor && session.permissions) {
    if (!holdsAny(session.permissions, call.allowedFor)) {
      return { skipped: true, reason: `skipped: the smoke user holds none of ${call.allowedFor.join(', ')}` };
    }
    if (isRevoked(session.permissions, call.notAllowed)) {
      const revoking = (call.notAllowed ?? []).filter((permission) => session.permissions?.includes(permission));
      return { skipped: true, reason: `skipped: the smoke user holds ${revoking.join(', ')}, which the call does not allow` };
    }
  }
  const needs: readonly SessionValue[] = call.allowedFor ? [...call.needs, 'permissions'] : call.needs;
  const missing = needs.find((value) => !holds(session, value));
  if (!missing) return undefined;
  const source = sources.get(missing) ?? `${describeValue(missing)}, which no row keeps`;
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
  if (!parsed.ok) return { ...answered, ok: false, error: parsed.reason };
  const problem = call.check(parsed.value, outcome.contentType) ?? call.keep?.(parsed.value, session) ?? null;
  return problem ? { ...answered, ok: false, error: problem } : { ...answered, ok: true };
}

/** The body as `check` sees it: parsed JSON, or the text itself for a file. */
function readAnswer(call: SmokeCall, body: string): JsonParse {
  return call.answer === 'text' ? { ok: true, value: body } : parseJson(body);
}

/**
 * The request of a row. Legacy fields and credentials travel in the query for GET and in the form body for POST
 * (spec part 1 §7); the newer API takes its fields in the query for GET and as JSON for POST, and the JWT as a
 * Bearer header.
 */
function buildRequest(call: SmokeCall, session: SmokeSession, target: SmokeTarget): HttpRequest {
  const fields = call.payload?.(session) ?? {};
  const base = call.backend === 'legacy' ? target.legacyUrl : target.newUrl;
  const request: HttpRequest = { method: call.method, url: joinUrl(base, call.path) };
  if (call.backend === 'legacy') {
    const credentials: Record<string, string> = call.needs.includes('loginToken')
      ? { [LOGIN_TOKEN_FIELD]: session.values.loginToken ?? '', [APP_TOKEN_FIELD]: target.appToken }
      : {};
    if (call.method === 'GET') return { ...request, query: { ...credentials, ...fields } };
    return { ...request, form: { ...fields, ...credentials } };
  }
  const hasFields = Object.keys(fields).length > 0;
  return {
    ...request,
    ...(hasFields ? (call.method === 'GET' ? { query: fields } : { json: fields }) : {}),
    ...(call.needs.includes('jwt') ? { headers: { authorization: `Bearer ${session.values.jwt ?? ''}` } } : {}),
  };
}
