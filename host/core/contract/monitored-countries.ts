import {
  COUNTRY_LIST_MAX,
  defineEndpoint,
  IdText,
  Line,
  MessageAnswer,
  NoInput,
  RequiredByRule,
  Schema,
  SHORT_LIST_MAX,
  type Static,
} from '../endpoints';
import { RISK_LEVELS, type RiskLevel } from '../risk-math';

/**
 * The account's monitored countries (spec part 1 §2 Account, countries tab; §4): the list, adding or removing a
 * country and the threat levels each one alerts on. Both changes toggle.
 */

/** The threat levels a monitored country can alert on are the risk levels. */
export const THREAT_LEVELS = RISK_LEVELS;
export type ThreatLevel = RiskLevel;

const ThreatLevelAnswer = Schema.Union([Schema.Literal('low'), Schema.Literal('medium'), Schema.Literal('high'), Schema.Literal('extreme')]);

/** A monitored country with the threat levels the user wants alerts for (spec: level_alert). */
export const MonitoredCountry = Schema.Object({
  id: Schema.Integer(),
  name: Schema.String(),
  iso2: Schema.String(),
  level_alert: Schema.Array(ThreatLevelAnswer, { maxItems: SHORT_LIST_MAX }),
});
export type MonitoredCountry = Static<typeof MonitoredCountry>;

export const getHighlightedCountries = defineEndpoint({
  id: 'profile.getHighlightedCountries',
  backend: 'legacy',
  method: ['GET', 'POST'],
  path: '/customers/getHighlightedCountries',
  summary: 'Your monitored countries and their alert levels',
  access: 'session',
  input: NoInput,
  answer: Schema.Array(MonitoredCountry, { maxItems: COUNTRY_LIST_MAX }),
});

export const highlightCountry = defineEndpoint({
  id: 'profile.highlightCountry',
  backend: 'legacy',
  method: 'POST',
  path: '/customers/highlightCountry',
  summary: 'Adds a country to your monitored countries, or removes it when it is there',
  access: 'session',
  errors: [409],
  // Optional: a missing id answers 'Not a valid id: country', as a malformed one does.
  input: Schema.Object({ country: RequiredByRule(IdText()) }),
  answer: MessageAnswer,
});

export const highlightCountryLevel = defineEndpoint({
  id: 'profile.highlightCountryLevel',
  backend: 'legacy',
  method: 'POST',
  path: '/customers/highlightCountryLevel',
  summary: 'Switches one threat level of a monitored country on or off',
  access: 'session',
  input: Schema.Object({
    country: RequiredByRule(IdText()),
    // Text, not an enum: an unknown level is answered 'Unknown threat level'.
    level: RequiredByRule(Line({ maxLength: 16, description: `One of ${THREAT_LEVELS.join(', ')}`, examples: [THREAT_LEVELS[0]] })),
  }),
  answer: MessageAnswer,
});
