import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '../core/api-contract';

/** An error answer the client is meant to see: status, message and, for input errors, the offending field. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** Extra answer headers, e.g. Retry-After on 429 or WWW-Authenticate on 401. */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiErrorBody {
    return errorBody(this.statusCode, this.message, this.field);
  }
}

export function errorBody(statusCode: number, message: string, field?: string): ApiErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(field ? { field } : {}) };
}
