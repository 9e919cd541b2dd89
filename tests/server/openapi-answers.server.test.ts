import Ajv, { type ValidateFunction } from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import { SessionStore } from '../../host/server/auth/session-store';
import { startTestServer, type TestServer } from '../support/test-server';
import { jwtOf } from './support/call-endpoint';

/**
 * Issue 19: "A client generated from /api/openapi.json must not meet a status or a body the description does not
 * name." The test reads the description only: every operation it lists is called without credentials, as a user
 * the call refuses (no permission; privacy policy not accepted), with malformed and missing input, and well formed
 * as the admin (an unknown id, and for reads an id of the seeded data), and each answer's status must be described
 * for that operation, with a body its schema admits.
 */

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxLength?: number;
  minimum?: number;
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  format?: string;
}
interface Response {
  content?: Record<string, { schema?: Schema }>;
}
interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Response>;
}
interface Call {
  path: string;
  method: 'GET' | 'POST';
  operation: Operation;
}

type Credentials = { loginToken: string; jwt: string } | null;
type Fields = Record<string, unknown>;

const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
const compiled = new Map<Schema, ValidateFunction>();
function validator(schema: Schema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
  return validate;
}

let server: TestServer;
let calls: Call[];
let sessions: SessionStore;
const people: Record<'admin' | 'visitor' | 'newcomer', { id: number; email: string }> = {} as never;

beforeAll(async () => {
  server = await startTestServer();
  const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const document = response.json<{ paths: Record<string, Record<string, Operation>> }>();
  calls = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ path, method: method.toUpperCase() as Call['method'], operation })),
  );
  // Sessions straight from the store: signing in hashes a password, which would cost more than every call here.
  sessions = new SessionStore(server.server.db, 1);
  const rows = await server.server.db.selectFrom('customers').select(['id', 'username', 'email']).execute();
  for (const name of ['admin', 'visitor', 'newcomer'] as const) {
    const row = rows.find((candidate) => candidate.username === name);
    if (!row) throw new Error(`The seed has no ${name}`);
    people[name] = { id: row.id, email: row.email };
  }
}, 60_000);
afterAll(async () => server?.close());

/** A fresh session of a seeded person: a call before may have ended the last one (logout) or changed the email. */
async function sessionOf(name: keyof typeof people): Promise<{ loginToken: string; jwt: string }> {
  const loginToken = await sessions.issue(people[name].id);
  const { email } = await server.server.db.selectFrom('customers').select('email').where('id', '=', people[name].id).executeTakeFirstOrThrow();
  return { loginToken, jwt: await jwtOf(server, email, loginToken) };
}

function isLegacy(call: Call): boolean {
  return call.path.startsWith('/api/');
}
function isPublic(call: Call): boolean {
  return (call.operation.security ?? []).length === 0;
}

/** The input schema as the description gives it: query parameters on GET, the body on POST. */
function inputSchema(call: Call): Schema {
  const body = Object.values(call.operation.requestBody?.content ?? {})[0]?.schema;
  if (body) return body;
  const parameters = (call.operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

const TEXT_CANDIDATES = ['Vigil sample', 'sample@example.com', 'en', 'file', 'countries', '2026-01-02', '1', 'true'];

/** A value the schema admits; an id-like text is `id` (an unknown id, or one the seed has). */
function sample(schema: Schema, id: string): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf.find((option) => option.type !== 'null') ?? schema.anyOf[0] ?? {}, id);
  const type = Array.isArray(schema.type) ? schema.type.find((option) => option !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(Number(id), schema.minimum ?? 0);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => sample(schema.items ?? {}, id));
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, sample(schema.properties?.[name] ?? {}, id)]));
    default:
      return [id, ...TEXT_CANDIDATES].find((candidate) => validator(schema)(candidate)) ?? 'x';
  }
}

/** Every field the call describes, required or not, so that the handler gets to work on them. */
function wellFormed(call: Call, id: string): Fields {
  const schema = inputSchema(call);
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sample(property, id)]));
}

function asText(fields: Fields): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]));
}

function send(call: Call, credentials: Credentials, fields: Fields, contentType?: string, range?: string): Promise<LightMyRequestResponse> {
  const url = call.path.replace(/\{(\w+)\}/g, '1');
  const rangeHeader: Record<string, string> = range ? { range } : {};
  if (isLegacy(call)) {
    const all = asText({ ...fields, ...(credentials ? { app_token: server.appToken, login_token: credentials.loginToken } : {}) });
    const encoded = new URLSearchParams(all).toString();
    if (call.method === 'GET') return server.app.inject({ method: 'GET', url: encoded ? `${url}?${encoded}` : url, headers: rangeHeader });
    return server.app.inject({
      method: 'POST',
      url,
      payload: contentType ? 'not a form' : encoded,
      headers: { 'content-type': contentType ?? 'application/x-www-form-urlencoded' },
    });
  }
  const headers: Record<string, string> = { ...rangeHeader, ...(credentials ? { authorization: `Bearer ${credentials.jwt}` } : {}) };
  if (call.method === 'GET') {
    const query = new URLSearchParams(asText(fields)).toString();
    return server.app.inject({ method: 'GET', url: query ? `${url}?${query}` : url, headers });
  }
  return server.app.inject({
    method: 'POST',
    url,
    payload: contentType ? 'not json' : JSON.stringify(fields),
    headers: { ...headers, 'content-type': contentType ?? 'application/json' },
  });
}

/** What is wrong with an answer, by the description: '' when its status is described and its body fits. */
function problemOf(call: Call, response: LightMyRequestResponse): string {
  const described = call.operation.responses[String(response.statusCode)];
  if (!described) return `status ${response.statusCode} is not described (${response.body.slice(0, 120)})`;
  const content = described.content ?? {};
  const mediaType = String(response.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
  const json = content['application/json'];
  if (json?.schema && mediaType === 'application/json') {
    const validate = validator(json.schema);
    if (!validate(response.json())) return `${response.statusCode} body outside its schema: ${ajv.errorsText(validate.errors)}`;
    return '';
  }
  if (!(mediaType in content)) return `${response.statusCode} answered ${mediaType || 'no content type'}, described: ${Object.keys(content).join(', ')}`;
  return '';
}

/** Malformed and missing input: no field at all, and every text one character past its maximum. */
function malformedInputs(call: Call): Fields[] {
  const schema = inputSchema(call);
  const properties = Object.entries(schema.properties ?? {});
  const tooLong = Object.fromEntries(
    properties.filter(([, property]) => property.maxLength !== undefined).map(([name, property]) => [name, 'x'.repeat((property.maxLength ?? 0) + 1)]),
  );
  return [{}, ...(Object.keys(tooLong).length > 0 ? [{ ...wellFormed(call, '1'), ...tooLong }] : [])];
}

/**
 * The fields the description requires and nothing else, once per group of fields it requires one of (anyOf): a
 * 400 naming a field that was not sent means the server requires a field the description calls optional.
 */
function onlyRequired(call: Call, id: string): Fields[] {
  const schema = inputSchema(call);
  const groups = (schema.anyOf ?? []).map((option) => option.required ?? []);
  return (groups.length > 0 ? groups : [[]]).map((group) =>
    Object.fromEntries([...(schema.required ?? []), ...group].map((name) => [name, sample(schema.properties?.[name] ?? {}, id)])),
  );
}

const SEEDED_ID = '1';
const UNKNOWN_ID = '999999';

test('the description lists the calls of both backends', () => {
  expect(calls.filter(isLegacy).length).toBeGreaterThan(20);
  expect(calls.filter((call) => !isLegacy(call)).length).toBeGreaterThan(0);
});

test('every answer of every described call, refused or not, is described with its body', async () => {
  const problems: string[] = [];
  const tried = new Map<string, Set<string>>();
  const check = async (call: Call, kind: string, answer: Promise<LightMyRequestResponse>): Promise<void> => {
    const response = await answer;
    const problem = problemOf(call, response);
    if (problem) problems.push(`${call.method} ${call.path} (${kind}): ${problem}`);
    tried.set(call.operation.operationId, (tried.get(call.operation.operationId) ?? new Set()).add(kind));
  };
  const visitor = await sessionOf('visitor');
  const newcomer = await sessionOf('newcomer');
  for (const call of calls) {
    await check(call, 'no credentials', send(call, null, wellFormed(call, UNKNOWN_ID)));
    if (!isPublic(call)) {
      await check(call, 'no permission', send(call, visitor, wellFormed(call, UNKNOWN_ID)));
      await check(call, 'privacy not accepted', send(call, newcomer, wellFormed(call, UNKNOWN_ID)));
    }
    const credentials = isPublic(call) ? null : await sessionOf('admin');
    for (const fields of malformedInputs(call)) await check(call, 'malformed', send(call, credentials, fields));
    if (call.method === 'POST') await check(call, 'malformed', send(call, credentials, {}, 'text/plain'));
    await check(call, 'unknown id', send(call, isPublic(call) ? null : await sessionOf('admin'), wellFormed(call, UNKNOWN_ID)));
    if (call.method === 'GET') await check(call, 'seeded id', send(call, credentials, wellFormed(call, SEEDED_ID)));
    if (call.operation.responses['206']) {
      await check(call, 'range', send(call, credentials, wellFormed(call, SEEDED_ID), undefined, 'bytes=0-9'));
      await check(call, 'range', send(call, credentials, wellFormed(call, SEEDED_ID), undefined, 'bytes=999999999-'));
    }
    for (const required of onlyRequired(call, SEEDED_ID)) {
      const answer = await send(call, isPublic(call) ? null : await sessionOf('admin'), required);
      const named = answer.statusCode === 400 ? answer.json<{ field?: string }>().field : undefined;
      if (named !== undefined && !(named in required)) {
        problems.push(`${call.method} ${call.path} with ${Object.keys(required).join(', ') || 'nothing'}: the server requires ${named}, described as optional`);
      }
    }
  }
  expect(problems).toEqual([]);
  // Nothing skipped: each operation was called in each way that applies to it.
  for (const call of calls) {
    const expected = ['no credentials', 'malformed', 'unknown id', ...(isPublic(call) ? [] : ['no permission', 'privacy not accepted'])];
    expect({ id: call.operation.operationId, kinds: [...(tried.get(call.operation.operationId) ?? [])].sort() }).toEqual({
      id: call.operation.operationId,
      kinds: expect.arrayContaining(expected) as unknown,
    });
  }
}, 120_000);
