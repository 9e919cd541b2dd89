import { ID_MAX } from '../../core/endpoints';
import { FORM_RULES, firstFormError, type FormName } from '../../core/form-rules';
import { HttpError } from '../http-error';
import type { LegacyInput } from './legacy-input';
import { serverMessage } from '../../core/server-messages';

/**
 * Checks a public form with the rules the web form uses (host/core form-rules) and returns its fields; the first
 * failing field answers 400 `{message, field}` with the same text the browser shows.
 */
export function readForm<F extends FormName>(form: F, input: LegacyInput): Record<keyof (typeof FORM_RULES)[F] & string, string> {
  const error = firstFormError(form, input);
  if (error) throw new HttpError(400, error.message, error.field);
  const values: Record<string, string> = {};
  // Optional fields left out read as ''.
  for (const field of Object.keys(FORM_RULES[form])) values[field] = input[field] ?? '';
  return values as Record<keyof (typeof FORM_RULES)[F] & string, string>;
}

/** Whether a number can be an id: a positive integer no larger than the databases' ids (ID_MAX). */
function isId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= ID_MAX;
}

/** A positive integer id field (employee, country, alert), or a 400 naming the field. */
export function readId(input: LegacyInput, field: string): number {
  const text = input[field]?.trim() ?? '';
  const id = Number(text);
  if (!text || !isId(id)) throw new HttpError(400, serverMessage('notValidId', { field }), field);
  return id;
}

/**
 * A list field: repeated keys (`permission=gpa&permission=ops`, which readLegacyFields joins) or one comma list
 * (`permission=gpa,ops`); blanks are dropped and an absent field is an empty list.
 */
export function readList(input: LegacyInput, field: string): string[] {
  return (input[field] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A list of positive integer ids (see readList), or a 400 naming the field. */
export function readIdList(input: LegacyInput, field: string): number[] {
  const ids = readList(input, field).map(Number);
  if (!ids.every(isId)) throw new HttpError(400, serverMessage('notValidId', { field }), field);
  return [...new Set(ids)];
}
