import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '../core/api-contract';
import type { CodedMessage } from '../core/server-messages';

/**
 * An error answer the client is meant to see: status, message and, for input errors, the offending field. A
 * coded message (serverMessage, codedMessage) also carries its code and params, for the web to translate.
 */
export class HttpError extends Error {
  readonly code?: string;
  readonly params?: CodedMessage['params'];

  constructor(
    readonly statusCode: number,
    message: string | CodedMessage,
    readonly field?: string,
    /** Extra answer headers, e.g. Retry-After on 429 or WWW-Authenticate on 401. */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(typeof message === 'string' ? message : message.message);
    this.name = 'HttpError';
    if (typeof message !== 'string') {
      this.code = message.code;
      this.params = message.params;
    }
  }

  toBody(): ApiErrorBody {
    return errorBody(this.statusCode, this.code === undefined ? this.message : { message: this.message, code: this.code, params: this.params }, this.field);
  }
}

export function errorBody(statusCode: number, message: string | CodedMessage, field?: string): ApiErrorBody {
  const coded = typeof message === 'string' ? { message } : { message: message.message, code: message.code, ...(message.params ? { params: message.params } : {}) };
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', ...coded, ...(field ? { field } : {}) };
}
