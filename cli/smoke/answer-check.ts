import Ajv, { type ValidateFunction } from 'ajv';
import type { TSchema } from '../../host/core/endpoints';
import type { AnswerCheck } from './smoke-call';

/**
 * One compiler for every row, as the server's answer check has; `strict: false` lets TypeBox's and the
 * declarations' `x-` keywords through, and formats are descriptions here, not checks.
 */
const ajv = new Ajv({ allErrors: false, strict: false, validateFormats: false });

/**
 * Checks a JSON answer against the declared answer schema. The problem names where the answer broke and the
 * schema path of the rule it broke, so a row says which field is wrong rather than just "failed". Schemas are
 * compiled on first use: a run that never reaches a row does not pay for it.
 */
export function schemaCheck(schema: TSchema, minItems?: number): AnswerCheck {
  let validate: ValidateFunction | undefined;
  return (answer) => {
    validate ??= ajv.compile(schema);
    if (!validate(answer)) {
      const error = validate.errors?.[0];
      if (!error) return 'wrong shape';
      return `wrong shape: ${error.instancePath || 'the answer'} ${error.message ?? 'is not valid'} (schema ${error.schemaPath})`;
    }
    if (minItems !== undefined && Array.isArray(answer) && answer.length < minItems) {
      return `wrong shape: expected at least ${minItems} items, got ${answer.length}`;
    }
    return null;
  };
}

/**
 * A file answer: its first bytes show its kind (a PDF starts '%PDF-'), and its Content-Type is the declared one.
 * The bytes come first, because a wrong body says more than a wrong header.
 */
export function fileCheck(contentType: string, prefix: string | undefined): AnswerCheck {
  return (answer, answeredType) => {
    const body = typeof answer === 'string' ? answer : '';
    if (prefix !== undefined && !body.startsWith(prefix)) {
      const head = body.trim().slice(0, 20);
      const shown = head ? `'${head}${body.trim().length > 20 ? '…' : ''}'` : 'an empty body';
      return `wrong shape: expected a body starting with '${prefix}', got ${shown}`;
    }
    const mediaType = answeredType?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== contentType.toLowerCase()) {
      return `wrong content type: expected ${contentType}, got ${mediaType || 'none'}`;
    }
    return null;
  };
}
