import type { FieldError, FormRules } from './form-rules';
import { check, privateName, required } from './validation-rules';

/**
 * The new message and pickup of spec part 2 §5 as data: the GPS detail's form builds its fields from these and the
 * server checks /alerts/newAlert with `firstMessageError`, so the message the browser shows is the server's.
 */

/** The longest message text and the longest pickup field. */
export const MESSAGE_CONTENT_MAX = 5000;
export const PICKUP_FIELD_MAX = 255;

/** A message's kinds: a plain message, or a pickup (spec: asPickup true) with its details. */
export const MESSAGE_KINDS = ['message', 'pickup'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Every message: its text (spec: 'content required'). */
export const MESSAGE_RULES = { content: [required] } as const satisfies FormRules;

/** A pickup's details, all required; driver and company are people's or firms' names (the private-name pattern). */
export const PICKUP_RULES = {
  date: [required],
  airport: [required],
  location: [required],
  driver: [required, privateName],
  driverDetail: [required],
  company: [required, privateName],
  vhl: [required],
} as const satisfies FormRules;

export type PickupField = keyof typeof PICKUP_RULES;
export const PICKUP_FIELDS = Object.keys(PICKUP_RULES) as PickupField[];

/**
 * A pickup's details but its date as English names them, in the GPS detail's form, the account's notifications and
 * the mail alike; the date is 'Date and time' in the form and 'Date' where the pickup is read.
 */
export const PICKUP_DETAIL_LABELS = {
  airport: 'Airport',
  location: 'Location',
  driver: 'Driver',
  driverDetail: 'Driver details',
  company: 'Company',
  vhl: 'Vehicle',
} as const satisfies Record<Exclude<PickupField, 'date'>, string>;

/** The spec's asPickup: 'true' (or '1', as the legacy forms send flags) makes the message a pickup. */
export function isPickup(asPickup: string | boolean | undefined): boolean {
  if (typeof asPickup === 'boolean') return asPickup;
  const value = asPickup?.trim().toLowerCase();
  return value === 'true' || value === '1';
}

/** The first failing field of a new message (a pickup's details too), in the order of the rules; null when valid. */
export function firstMessageError(input: Readonly<Record<string, string | boolean | undefined>>): FieldError | null {
  const rules: FormRules = isPickup(input.asPickup) ? { ...MESSAGE_RULES, ...PICKUP_RULES } : MESSAGE_RULES;
  for (const [field, fieldRules] of Object.entries(rules)) {
    const value = input[field];
    const message = check(typeof value === 'string' ? value : undefined, fieldRules);
    if (message) return { field, message };
  }
  return null;
}
