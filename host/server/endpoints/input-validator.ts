import Ajv, { type ErrorObject } from 'ajv';
import type { TObject } from '@sinclair/typebox';
import { INPUT_MESSAGES } from '../../core/endpoints';
import { codedMessage, serverMessage, type CodedMessage } from '../../core/server-messages';
import { HttpError } from '../http-error';

/** One compiler for every declaration; `strict: false` lets TypeBox's and our `x-` keywords through. */
const ajv = new Ajv({ allErrors: false, strict: false, verbose: true, coerceTypes: false });

export type InputValidator<T> = (fields: Readonly<Record<string, unknown>>) => T;

function fieldOf(error: ErrorObject): string | undefined {
  if (error.keyword === 'required') return (error.params as { missingProperty?: string }).missingProperty;
  return error.instancePath.split('/').filter(Boolean)[0];
}

/** The ids' own message (IdText), coded like the platform's others. */
const ID_MESSAGE = 'Not a valid id';

/**
 * The 400's message: a coded one of the platform's ('Missing input: username'), or a field's own `x-message`
 * ('<message>: <field>'), coded by its `x-code` when the declaration gives one (Matching's `code`).
 */
function messageOf(error: ErrorObject, field: string): CodedMessage | string {
  const schema = (error.parentSchema ?? {}) as { 'x-message'?: string; 'x-code'?: string; maxLength?: number; minLength?: number };
  const own = schema['x-message'];
  const code = schema['x-code'];
  const ownMessage = own === undefined ? undefined
    : own === ID_MESSAGE ? serverMessage('notValidId', { field })
      : code ? codedMessage(code, `${own}: ${field}`, { field }) : `${own}: ${field}`;
  switch (error.keyword) {
    case 'required':
      return serverMessage('missingInput', { field });
    case 'maxLength':
      return serverMessage('tooLong', { max: schema.maxLength ?? 0, field });
    case 'minLength':
      return serverMessage('tooShort', { min: schema.minLength ?? 0, field });
    case 'pattern':
      return ownMessage ?? serverMessage('controlCharacters', { field });
    case 'type':
      return ownMessage ?? serverMessage((error.params as { type?: string }).type === 'string' ? 'notText' : 'notValid', { field });
    default:
      return ownMessage ?? serverMessage('notValid', { field });
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
