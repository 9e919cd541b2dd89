import { VALIDATION_MESSAGES as M } from './messages';

/**
 * Field rules of spec part 1 §5 as pure functions: each returns the spec's message, or null when the value
 * passes. The web forms and the server's input checks both use them, so the two can never disagree.
 */
export type Rule = (value: string) => string | null;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const LINK_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
export const PRIVATE_NAME_PATTERN = /^[\p{L} ]+$/u;
export const PHONE_PATTERN = /^[+(]?[0-9 ()-]*[0-9][0-9 ()-]*$/;
export const PASSWORD_MIN_LENGTH = 8;
/**
 * The longest password one may choose: a clear refusal, never a silent cut (docs/decisions.md, issue 13). Signing
 * in still accepts the longer ones the fields took before.
 */
export const PASSWORD_MAX_LENGTH = 128;

export const required: Rule = (value) => (value.trim().length === 0 ? M.required : null);
export const email: Rule = (value) => (EMAIL_PATTERN.test(value) ? null : M.email);
export const link: Rule = (value) => (LINK_PATTERN.test(value) ? null : M.link);
export const noSpace: Rule = (value) => (/\s/.test(value) ? M.noSpace : null);
export const privateName: Rule = (value) => (PRIVATE_NAME_PATTERN.test(value) ? null : M.privateName);
export const phone: Rule = (value) => (PHONE_PATTERN.test(value) ? null : M.phone);

/** HH:mm or HH:mm:ss, as a time input gives it (its seconds only with a step under a minute). */
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
/** YYYY-MM-DDTHH:mm[:ss], as a datetime-local input gives it: a wall-clock time, without a zone. */
const DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})T(.+)$/;

/** A day that exists, written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const time: Rule = (value) => (TIME_PATTERN.test(value) ? null : M.time);
export const dateTime: Rule = (value) => {
  const match = DATE_TIME_PATTERN.exec(value);
  return match !== null && isIsoDay(match[1] ?? '') && TIME_PATTERN.test(match[2] ?? '') ? null : M.dateTime;
};

export function minLength(bound: number, message: string): Rule {
  return (value) => (value.length < bound ? message : null);
}

export function maxLength(bound: number, message: string): Rule {
  return (value) => (value.length > bound ? message : null);
}

/** At least 8 characters (at most 128), a number, a symbol (not a letter, digit or whitespace) and no spaces. */
export const password: Rule = (value) => {
  if (value.length < PASSWORD_MIN_LENGTH) return M.passwordLength;
  if (value.length > PASSWORD_MAX_LENGTH) return M.passwordTooLong;
  if (/\s/.test(value)) return M.passwordFormat;
  if (!/[0-9]/.test(value)) return M.passwordNumber;
  if (!/[^\p{L}\p{N}\s]/u.test(value)) return M.passwordSymbol;
  return null;
};

/** Runs rules in order on a value that may be missing; a missing or empty value fails `required` first. */
export function check(value: string | undefined, rules: readonly Rule[]): string | null {
  const text = value ?? '';
  for (const rule of rules) {
    const message = rule(text);
    if (message) return message;
  }
  return null;
}

/** Rules for fields that may be left empty: empty passes, anything else must pass every rule. */
export function optional(...rules: readonly Rule[]): Rule {
  return (value) => (value.length === 0 ? null : check(value, rules));
}
