import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { SERVER_MESSAGES, serverMessage } from '../core/server-messages';
import { errorBody, HttpError } from './http-error';

/** What a client reads while the database is down: the outage is ours and passes, so it should try again. */
export const DATABASE_UNAVAILABLE_MESSAGE = SERVER_MESSAGES.databaseUnavailable;

/** Seconds a client should wait before trying again during a database outage. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Codes of a database that cannot be reached or is going away: the network (Node), PostgreSQL's shutdown and
 * connection classes (57P01-57P03, 08xxx), too many connections (53300), and SQLite still locked after its busy
 * timeout. These pass without a restart, so they are 503, not 500.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
]);

/** pg's own errors for a connection that ended or never opened carry no code, only these messages. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  // 55000 is a broad class; only this message of it means the database refuses connections (ALLOW_CONNECTIONS false).
  /is not currently accepting connections/,
];

/** Whether an error means the database is unavailable for now, rather than a fault in the request or in us. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = errorCode(error);
  if (code !== undefined && UNAVAILABLE_CODES.has(code)) return true;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * A driver error's code. Read without `instanceof Error`: better-sqlite3's errors are made by a native module and
 * need not share this code's Error class (under jest they do not), and a missed unique violation would answer 500.
 */
function errorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** The answer to a request whose client has gone: written to a closed connection, for the record. */
export const CLIENT_ABORT_MESSAGE = 'The request was aborted by the client';

/**
 * Whether a request failed because its client closed the connection before sending all of it (Node's 'aborted',
 * ECONNRESET while the body is read). Told apart from a database connection reset, which is also ECONNRESET, by the
 * request's own socket being gone.
 */
export function isClientAbort(error: unknown, raw: IncomingMessage): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'ECONNRESET' && (raw.destroyed || raw.socket?.destroyed === true);
}

/** What a client reads when another request created the same thing a moment before. */
export const ALREADY_EXISTS_MESSAGE = SERVER_MESSAGES.alreadyExists;

/** Unique and primary-key violations on both dialects. */
const UNIQUE_VIOLATION_CODES = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

/**
 * Whether an error is a unique violation: two identical requests at once (two people claiming one username, the
 * same employee added twice) both pass their "does it exist?" check, and the database refuses the second insert.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && UNIQUE_VIOLATION_CODES.has(code);
}

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
    if (isClientAbort(error, request.raw)) {
      // Nothing went wrong here and nobody reads the answer: one line, no stack (docs/security.md, Logs).
      request.log.info({ code: 'ECONNRESET' }, 'request aborted by the client');
      return reply.code(400).send(errorBody(400, CLIENT_ABORT_MESSAGE));
    }
    const status = clientErrorStatus(error);
    if (status !== undefined) return reply.code(status).send(errorBody(status, error.message));
    if (isDatabaseUnavailable(error)) {
      // Logged without the stack: an outage is expected to pass, and one line per request is enough to see it.
      request.log.warn({ code: (error as { code?: unknown }).code, message: error.message }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody(503, serverMessage('databaseUnavailable')));
    }
    if (isUniqueViolation(error)) return reply.code(409).send(errorBody(409, serverMessage('alreadyExists')));
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(errorBody(500, 'Internal server error'));
  });
}
