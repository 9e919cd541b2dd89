import Ajv, { type ErrorObject } from 'ajv';
import type { TObject } from '@sinclair/typebox';
import { INPUT_MESSAGES } from '../../core/endpoints';
import { missingInputMessage } from '../../core/messages';
import { HttpError } from '../http-error';

/** One compiler for every declaration; `strict: false` lets TypeBox's and our `x-` keywords through. */
const ajv = new Ajv({ allErrors: false, strict: false, verbose: true, coerceTypes: false });

export type InputValidator<T> = (fields: Readonly<Record<string, unknown>>) => T;

function fieldOf(error: ErrorObject): string | undefined {
  if (error.keyword === 'required') return (error.params as { missingProperty?: string }).missingProperty;
  return error.instancePath.split('/').filter(Boolean)[0];
}

function messageOf(error: ErrorObject, field: string): string {
  const schema = (error.parentSchema ?? {}) as { 'x-message'?: string; maxLength?: number; minLength?: number };
  switch (error.keyword) {
    case 'required':
      return missingInputMessage(field);
    case 'maxLength':
      return `${INPUT_MESSAGES.tooLong(schema.maxLength ?? 0)}: ${field}`;
    case 'minLength':
      return `${INPUT_MESSAGES.tooShort(schema.minLength ?? 0)}: ${field}`;
    case 'pattern':
      return `${schema['x-message'] ?? INPUT_MESSAGES.controlCharacters}: ${field}`;
    case 'type':
      return `${schema['x-message'] ?? ((error.params as { type?: string }).type === 'string' ? INPUT_MESSAGES.notText : INPUT_MESSAGES.notValid)}: ${field}`;
    default:
      return `${schema['x-message'] ?? INPUT_MESSAGES.notValid}: ${field}`;
  }
}

/**
 * Checks a call's fields against its declared input schema and returns only the declared ones. The first broken
 * field answers 400 naming it with the field's message ('Missing input: username', 'Not a valid id: country').
 * On the legacy API a required field that is blank counts as missing, as the spec's `required` rule reads it.
 */
export function compileInputValidator<T>(schema: TObject, options: { blankIsMissing: boolean }): InputValidator<T> {
  const validate = ajv.compile(schema);
  const declared = Object.keys(schema.properties);
  const required = new Set(schema.required ?? []);
  return (fields) => {
    const input: Record<string, unknown> = {};
    for (const name of declared) {
      const value = fields[name];
      if (value === undefined) continue;
      if (options.blankIsMissing && required.has(name) && typeof value === 'string' && value.trim() === '') continue;
      input[name] = value;
    }
    if (!validate(input)) {
      const error = validate.errors?.[0];
      const field = error ? fieldOf(error) : undefined;
      throw new HttpError(400, error && field ? messageOf(error, field) : INPUT_MESSAGES.notValid, field);
    }
    return input as T;
  };
}
