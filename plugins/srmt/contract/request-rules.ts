import { check, missingInputMessage, type FieldError, type FormRules, type Rule } from '@vigil/core';

/**
 * The evaluation requests of spec part 1 §3 and §5 as data: their sources, the fields each sends, the options
 * and the rules. The modals build their forms from these and the server checks the same input with
 * `firstRequestError`, so a message the browser shows is the message the server answers.
 */

export const REQUEST_SOURCES = ['cte', 'ie', 'sed'] as const;
export type RequestSource = (typeof REQUEST_SOURCES)[number];

export function isRequestSource(value: string): value is RequestSource {
  return (REQUEST_SOURCES as readonly string[]).includes(value);
}

/** The spec's name of each source (the menu items, the circles, the modals' titles, the analysts' mail). */
export const SOURCE_TITLES = {
  cte: 'Country Threat Evaluation',
  ie: 'Impact Evaluation',
  sed: 'Security Events Database',
} as const satisfies Record<RequestSource, string>;

/** CTE languages (spec part 1 §5), sent as written. */
export const CTE_LANGUAGES = ['Italian', 'English', 'French', 'German'] as const;

/** IE asset economic value (spec part 1 §5): value sent → the spec's wording, in its order. */
export const ASSET_VALUES = {
  'more-than-50m': 'more than 50M euro',
  '10m-50m': '10M to 50M',
  '5m-10m': '5M to 10M',
  '500k-5m': '500k to 5M',
  'less-than-500k': 'less than 500k euro',
} as const;
export type AssetValue = keyof typeof ASSET_VALUES;

/** IE personnel on site (spec part 1 §5): value sent → the spec's wording, in its order. */
export const PERSONNEL_VALUES = {
  'more-than-501': 'more than 501',
  '251-500': '251 to 500',
  '51-250': '51 to 250',
  '11-50': '11 to 50',
  'fewer-than-10': 'fewer than 10',
} as const;
export type PersonnelValue = keyof typeof PERSONNEL_VALUES;

/** SED radius in km (spec part 1 §5); -1 is the entire country. */
export const RADIUS_VALUES = ['-1', '10', '20', '50', '100', '150', '200', '250'] as const;
export const ENTIRE_COUNTRY_RADIUS = '-1';

/** The longest free text of a request (a country, city or project name). */
export const REQUEST_TEXT_MAX = 200;

/** Texts the spec does not word: the server answers them, the modals show them (translated). */
export const SRMT_MESSAGES = {
  notAChoice: 'Not one of the choices',
  tooLong: 'Too long',
  notADate: 'Not a valid date',
  endBeforeFrom: 'The end date cannot be before the from date',
  unknownCountry: 'Unknown country',
  unknownLocation: 'Not a city of the chosen country',
  unknownProject: 'Not a project of your company',
} as const;

/** A field the request needs: blank gives the spec's 'Missing input: {field}'. */
function requiredInput(field: string): Rule {
  return (value) => (value.trim().length === 0 ? missingInputMessage(field) : null);
}

/** '<message>: <field>', as the spec words its field messages. */
export function fieldMessage(message: string, field: string): string {
  return `${message}: ${field}`;
}

function oneOf(field: string, values: readonly string[]): Rule {
  return (value) => (value.length === 0 || values.includes(value) ? null : fieldMessage(SRMT_MESSAGES.notAChoice, field));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date written YYYY-MM-DD (what a date input gives), one that exists. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function isoDate(field: string): Rule {
  return (value) => (value.length === 0 || isIsoDate(value) ? null : fieldMessage(SRMT_MESSAGES.notADate, field));
}

function shortText(field: string): Rule {
  return (value) => (value.length > REQUEST_TEXT_MAX ? fieldMessage(SRMT_MESSAGES.tooLong, field) : null);
}

/** Each source's fields, in the order they are checked (and shown). Location is a choice, not required. */
export const REQUEST_RULES = {
  cte: {
    country: [requiredInput('country'), shortText('country')],
    language: [requiredInput('language'), oneOf('language', CTE_LANGUAGES)],
  },
  ie: {
    country: [requiredInput('country'), shortText('country')],
    project: [requiredInput('project'), shortText('project')],
    asset: [requiredInput('asset'), oneOf('asset', Object.keys(ASSET_VALUES))],
    personnel: [requiredInput('personnel'), oneOf('personnel', Object.keys(PERSONNEL_VALUES))],
  },
  sed: {
    country: [requiredInput('country'), shortText('country')],
    location: [shortText('location')],
    radius: [requiredInput('radius'), oneOf('radius', RADIUS_VALUES)],
    from_date: [requiredInput('from_date'), isoDate('from_date')],
    end_date: [requiredInput('end_date'), isoDate('end_date')],
  },
} as const satisfies Record<RequestSource, FormRules>;

export type RequestField<S extends RequestSource> = keyof (typeof REQUEST_RULES)[S] & string;
export type RequestPayload<S extends RequestSource> = Record<RequestField<S>, string>;

/** The SED period runs forwards: an end date before the from date is refused (both already valid dates). */
export function dateOrderError(fromDate: string, endDate: string): FieldError | null {
  return isIsoDate(fromDate) && isIsoDate(endDate) && endDate < fromDate ? { field: 'end_date', message: SRMT_MESSAGES.endBeforeFrom } : null;
}

/** The first failing field of a request, in the order of its rules, then the SED period; null when valid. */
export function firstRequestError(source: RequestSource, input: Readonly<Record<string, string | undefined>>): FieldError | null {
  const rules: FormRules = REQUEST_RULES[source];
  for (const [field, fieldRules] of Object.entries(rules)) {
    const message = check(input[field], fieldRules);
    if (message) return { field, message };
  }
  return source === 'sed' ? dateOrderError(input.from_date ?? '', input.end_date ?? '') : null;
}
