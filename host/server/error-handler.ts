import type { FastifyError, FastifyInstance } from 'fastify';
import { errorBody, HttpError } from './http-error';

/**
 * Status of an error whose message is safe and useful to the client: fastify's own request errors (bad JSON,
 * unsupported content type, body too large, schema validation) and http-errors marked `expose` (@fastify/static).
 * Anything else is ours and unexpected.
 */
function clientErrorStatus(error: FastifyError & { expose?: boolean }): number | undefined {
  const status = error.statusCode;
  if (status === undefined || status < 400 || status >= 500) return undefined;
  if (error.validation || error.code?.startsWith('FST_') || error.expose === true) return status;
  return undefined;
}

/** One error shape (ApiErrorBody) for every failure; unexpected ones are logged and answered without details. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { expose?: boolean }, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(error.toBody());
    }
    const status = clientErrorStatus(error);
    if (status !== undefined) return reply.code(status).send(errorBody(status, error.message));
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(errorBody(500, 'Internal server error'));
  });
}
