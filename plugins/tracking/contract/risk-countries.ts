import { defineEndpoint, NoInput, Schema, SHORT_LIST_MAX, type Static } from '@vigil/core';
import { RISK_COUNTRIES_PERMISSIONS } from './permissions';

/** The levels at which a country is a geofence (tracking's country fences), worst first. */
export const RISK_COUNTRY_LEVELS = ['extreme', 'high'] as const;
export type RiskCountryLevel = (typeof RISK_COUNTRY_LEVELS)[number];

/** A person inside a country at high or extreme risk now: who and where by country, never a position. */
export const PersonInRiskCountry = Schema.Object({
  /** The customer's id. */
  id: Schema.Integer(),
  name: Schema.String(),
  surname: Schema.String(),
  /** The country as gpa names it (English); the web shows it in the reader's language by iso2. */
  country: Schema.String(),
  iso2: Schema.String(),
  level: Schema.Union(RISK_COUNTRY_LEVELS.map((level) => Schema.Literal(level))),
  /** The fix time (ISO) of the confirmed entry into the country; null when the entry is no longer logged. */
  since: Schema.Nullable(Schema.String()),
});
export type PersonInRiskCountry = Static<typeof PersonInRiskCountry>;

export const getPeopleInRiskCountries = defineEndpoint({
  id: 'tracking.getPeopleInRiskCountries',
  backend: 'legacy',
  method: 'GET',
  path: '/tracking/getPeopleInRiskCountries',
  summary: "The company's people inside a country at high or extreme risk now, extreme first, then by surname",
  description:
    `No position is sent and no look is recorded: the country is the fence the person is inside. Without gpa the list is empty. ` +
    `More than ${SHORT_LIST_MAX} people: the first ${SHORT_LIST_MAX}, \`capped\` true and the x-list-capped header.`,
  access: { allowed: RISK_COUNTRIES_PERMISSIONS },
  input: NoInput,
  answer: Schema.Object({
    people: Schema.Array(PersonInRiskCountry, { maxItems: SHORT_LIST_MAX }),
    /** How many people are inside such a country, listed or not. */
    total: Schema.Integer(),
    /** The list holds the first SHORT_LIST_MAX of `total`. */
    capped: Schema.Boolean(),
  }),
  smoke: {},
});
