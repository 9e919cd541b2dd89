import { binaryContentTypes, binaryRanges, endpointModule, isRequiredByRule, requiredGroupsOf, type AnyEndpoint, type HttpMethod, type TObject } from '../../core/endpoints';

/** The error shape of every 4xx and 5xx answer (ApiErrorBody). */
export const ERROR_BODY_SCHEMA = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string', description: 'In English, as the legacy clients show it' },
    field: { type: 'string', description: 'The input field the message is about' },
    code: {
      type: 'string',
      description: "The message's code, for a client that shows it in the reader's language: '<code>' (the platform's) or '<module>:<code>'",
    },
    params: {
      type: 'object',
      description: "The values the coded message names ('field', 'max'...)",
      additionalProperties: { type: ['string', 'number'] },
    },
  },
} as const;

const RETRY_AFTER = { 'retry-after': { type: 'integer', description: 'Seconds to wait before trying again' } };

/** What each refusal means, in the description; 429 and 503 say when to try again. */
const REFUSALS: Readonly<Record<number, { description: string; headers?: object }>> = {
  400: { description: 'The input or the credentials fields are malformed or missing; `field` names the field' },
  401: { description: 'Missing, unknown or expired credentials' },
  403: { description: 'Refused: the permissions, the privacy policy not yet accepted, or a module switched off for the company' },
  404: { description: 'Not found: an unknown id' },
  409: { description: 'In conflict with the current state (already done, created a moment before by another request)' },
  413: { description: 'The request body or the file is too large' },
  415: { description: 'The content type of the body or of the file is not accepted' },
  416: { description: 'The requested range is outside the file' },
  429: { description: 'Too many calls: Retry-After says when to try again', headers: RETRY_AFTER },
  500: { description: 'The check failed' },
  503: { description: 'The database or a service it needs is unavailable for now: Retry-After says when to try again', headers: RETRY_AFTER },
};

function security(endpoint: AnyEndpoint): Array<Record<string, string[]>> {
  if (endpoint.access === 'public') return [];
  return endpoint.backend === 'legacy' ? [{ appToken: [], loginToken: [] }] : [{ bearerJwt: [] }];
}

function accessText(endpoint: AnyEndpoint): string {
  if (endpoint.access === 'public') return 'Anybody may call it.';
  if (endpoint.access === 'session') return 'Any signed-in user may call it.';
  const revoked = endpoint.access.notAllowed?.length ? `; holding ${endpoint.access.notAllowed.join(', ')} revokes it` : '';
  return `Needs one of the permissions ${endpoint.access.allowed.join(', ')}${revoked}.`;
}

/**
 * Every status a call can refuse with: 400 for any input (the legacy credentials fields, a body that is not an
 * object), 401 and 403 for a signed-in call (credentials; permissions, privacy gate, switched-off module), 413
 * and 415 for any body (fastify's limit and parsers), 429 for a limited call, 503 for an outage (every call reads
 * the database), 416 for a range answer, and what the declaration says its handler raises.
 */
export function refusalStatuses(endpoint: AnyEndpoint, method: HttpMethod): number[] {
  const statuses = new Set<number>([400, 503, ...(endpoint.errors ?? [])]);
  if (endpoint.access !== 'public') [401, 403].forEach((status) => statuses.add(status));
  if (method === 'POST') [413, 415].forEach((status) => statuses.add(status));
  if (endpoint.limitPerAddress) statuses.add(429);
  if (binaryRanges(endpoint.answer)) statuses.add(416);
  return [...statuses].sort((a, b) => a - b);
}

function successAnswers(endpoint: AnyEndpoint): Record<string, unknown> {
  const fileTypes = binaryContentTypes(endpoint.answer);
  if (fileTypes.length === 0) return { 200: { description: 'Success', ...endpoint.answer } };
  const content = Object.fromEntries(fileTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
  if (!binaryRanges(endpoint.answer)) return { 200: { description: 'The file', content } };
  return {
    200: { description: 'The whole file (Accept-Ranges: bytes)', content },
    206: {
      description: 'The part the Range header asked for',
      headers: { 'content-range': { type: 'string', description: "'bytes start-end/size'" } },
      content,
    },
  };
}

/**
 * The input as the server treats it: a field a handler's rule requires (RequiredByRule) is required, and a call of
 * several edits needs one group of fields (oneOfRequired), though the input check leaves both to the rules,
 * whose messages are the spec's.
 */
function describedInput(input: TObject): TObject {
  const byRule = Object.entries(input.properties).filter(([, schema]) => isRequiredByRule(schema)).map(([name]) => name);
  const groups = requiredGroupsOf(input);
  if (byRule.length === 0 && groups.length === 0) return input;
  return {
    ...input,
    required: [...new Set([...(input.required ?? []), ...byRule])],
    ...(groups.length > 0 ? { anyOf: groups.map((required) => ({ required: [...required] })) } : {}),
  };
}

/**
 * The route schema @fastify/swagger turns into the OpenAPI operation. Legacy fields are a query on GET and a
 * form body on POST (the legacy client form-encodes); newer-API POST bodies are JSON.
 */
export function openApiSchema(endpoint: AnyEndpoint, method: HttpMethod, operationId: string): Record<string, unknown> {
  const hasFields = Object.keys(endpoint.input.properties).length > 0;
  const fields = describedInput(endpoint.input);
  const input =
    method === 'GET'
      ? hasFields ? { querystring: fields } : {}
      : { body: fields, consumes: consumedTypes(endpoint) };
  const refusals = refusalStatuses(endpoint, method).map((status) => [
    String(status),
    { ...REFUSALS[status], description: REFUSALS[status]?.description ?? 'Refused', ...ERROR_BODY_SCHEMA },
  ]);
  return {
    operationId,
    summary: endpoint.summary,
    description: [endpoint.description, accessText(endpoint)].filter(Boolean).join('\n\n'),
    tags: [endpointModule(endpoint)],
    security: security(endpoint),
    ...input,
    response: { ...successAnswers(endpoint), ...Object.fromEntries(refusals) },
  };
}

/**
 * The body types a call takes: JSON on the newer API; on the legacy API form fields or one JSON object of the same
 * fields (legacy-input.ts reads both; the web client sends a large file as JSON, issue 21), and a `jsonBody` call
 * keeps its JSON fields' own types.
 */
function consumedTypes(endpoint: Pick<AnyEndpoint, 'backend'>): string[] {
  if (endpoint.backend !== 'legacy') return ['application/json'];
  return ['application/x-www-form-urlencoded', 'application/json'];
}
