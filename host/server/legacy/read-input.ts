import { serverMessage } from '../../core/server-messages';
import { check, required, type Rule } from '../../core/validation-rules';
import { HttpError } from '../http-error';
import type { LegacyInput } from './legacy-input';

/**
 * Checks a call's fields with the rules the web forms use (host/core validation-rules) and returns them.
 * The first failing field gives a 400 naming it: 'Missing input: username', 'Email format not valid: email'.
 */
export function readInput<K extends string>(
  input: LegacyInput,
  rules: Readonly<Record<K, readonly Rule[]>>,
): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const field of Object.keys(rules) as K[]) {
    const value = input[field];
    const message = check(value, rules[field]);
    if (message) {
      const missing = rules[field].includes(required) && required(value ?? '') !== null;
      throw new HttpError(400, missing ? serverMessage('missingInput', { field }) : `${message}: ${field}`, field);
    }
    values[field] = value ?? '';
  }
  return values;
}
