import { binaryContentType, endpointModule, type AnyEndpoint, type HttpMethod } from '../../core/endpoints';

/** The error shape of every 4xx and 5xx answer (ApiErrorBody). */
export const ERROR_BODY_SCHEMA = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    field: { type: 'string', description: 'The input field the message is about' },
  },
} as const;

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
 * The route schema @fastify/swagger turns into the OpenAPI operation. Legacy fields are a query on GET and a
 * form body on POST (the legacy client form-encodes); newer-API POST bodies are JSON.
 */
export function openApiSchema(endpoint: AnyEndpoint, method: HttpMethod, operationId: string): Record<string, unknown> {
  const fileType = binaryContentType(endpoint.answer);
  const hasFields = Object.keys(endpoint.input.properties).length > 0;
  const input =
    method === 'GET'
      ? hasFields ? { querystring: endpoint.input } : {}
      : { body: endpoint.input, consumes: [endpoint.backend === 'legacy' ? 'application/x-www-form-urlencoded' : 'application/json'] };
  const errors = [...(endpoint.access === 'public' ? ['400'] : ['400', '401', '403']), ...(endpoint.limitPerAddress ? ['429'] : [])];
  return {
    operationId,
    summary: endpoint.summary,
    description: [endpoint.description, accessText(endpoint)].filter(Boolean).join('\n\n'),
    tags: [endpointModule(endpoint)],
    security: security(endpoint),
    ...input,
    response: {
      200: fileType
        ? { description: 'The file', content: { [fileType]: { schema: { type: 'string', format: 'binary' } } } }
        : { description: 'Success', ...endpoint.answer },
      ...Object.fromEntries(errors.map((status) => [status, { description: 'Refused', ...ERROR_BODY_SCHEMA }])),
    },
  };
}
