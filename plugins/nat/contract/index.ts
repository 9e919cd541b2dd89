import { defineEndpoint, Line, Matching, NoInput, NUMBER_BLANKS, Schema, SHORT_LIST_MAX, type AnyEndpoint, type Static } from '@vigil/core';
import { RiskLevelValue } from '../../gpa/contract';
import { ALERT_STANDS_DAYS, CONTACT_TRAVELS_MAX } from '../../tra/contract/travel-limits';
import { NAT_PERMISSIONS } from './permissions';

/**
 * News alerts (NAT, spec part 2 §3 and §7): the threat categories and the filtered, paged alert cards, shared by
 * the server part, the screens and `vigil smoke`. The world areas and countries the filters offer are GPA's
 * calls (getContinents, getCountriesAvailable in plugins/gpa/contract): this module uses gpa.
 */
export * from './permissions';

/** Spec part 2 §9: ten alerts per page; the offset is the page number and grows by one per 'Show more'. */
export const NEWS_PAGE_SIZE = 10;
export const NEWS_MAX_PAGE_SIZE = 100;

/**
 * The module's refusals, with `{{name}}` for their params: the server answers them coded 'nat:<key>'
 * (server/nat-message.ts), the web shows `serverMessages.<key>` of the reader's language.
 */
export const NAT_MESSAGES = {
  notANumber: 'Not a valid number: {{field}}',
  notAnAlertLevel: 'Not a valid alert level: {{field}}',
  searchTooLong: 'Search is too long: {{field}}',
} as const;

export const ThreatCategory = Schema.Object({ id: Schema.Integer(), name: Schema.String(), icon: Schema.String() });
export type ThreatCategory = Static<typeof ThreatCategory>;

/**
 * How many of the company's travellers a high or extreme alert affects (issue 22 "Who is affected"): those in its
 * country now or there on a day the alert stands, with their travel ids (the Contact form opens with exactly these).
 */
export const NewsAffected = Schema.Object({
  count: Schema.Integer(),
  travels: Schema.Array(Schema.Integer(), { maxItems: CONTACT_TRAVELS_MAX }),
});
export type NewsAffected = Static<typeof NewsAffected>;

/** One card of /news/getList (spec part 2 §3, news alert item). */
export const NewsAlertItem = Schema.Object({
  id: Schema.Integer(),
  country: Schema.String(),
  image: Schema.Nullable(Schema.String()),
  zoneName: Schema.String(),
  countryID: Schema.Integer(),
  zone: Schema.Integer(),
  alert_level: RiskLevelValue,
  creation_date: Schema.String(),
  title: Schema.String(),
  subtitle: Schema.String(),
  /** Sanitised HTML. */
  description: Schema.String(),
  flag: Schema.String(),
  /** The alert level's icon. */
  icon: Schema.String(),
  risk_icon: Schema.String(),
  risk_name: Schema.String(),
  categoryID: Schema.Integer(),
  demo: Schema.Boolean(),
  /**
   * The travellers the alert affects, for admins and tra users where the travel module runs; null for the others,
   * for a low or medium alert and once the alert no longer stands. Absent from servers before issue 22.
   */
  affected: Schema.Optional(Schema.Nullable(NewsAffected)),
});
export type NewsAlertItem = Static<typeof NewsAlertItem>;

const NAT_ACCESS = { allowed: NAT_PERMISSIONS };

/** A whole number sent as text; blank means absent. Its range is the handler's to check. */
const wholeNumber = Schema.Optional(Matching(`^${NUMBER_BLANKS}[0-9]*${NUMBER_BLANKS}$`, 'Not a valid number', { code: 'nat:notANumber' }));

export const getRisksCategories = defineEndpoint({
  id: 'nat.getRisksCategories',
  backend: 'legacy',
  method: 'GET',
  path: '/news/getRisksCategories',
  summary: 'The threat categories, by name',
  access: NAT_ACCESS,
  input: NoInput,
  answer: Schema.Array(ThreatCategory, { maxItems: SHORT_LIST_MAX }),
  smoke: {},
});

export const getList = defineEndpoint({
  id: 'nat.getList',
  backend: 'legacy',
  method: 'GET',
  path: '/news/getList',
  summary: 'One page of news alerts, newest first, narrowed by the filters',
  description:
    `limit: alerts per page, 1 to ${NEWS_MAX_PAGE_SIZE} (default ${NEWS_PAGE_SIZE}); offset: the page number, from 0; search: in the ` +
    'title, subtitle and country name; zone, country, category_risk: ids; alert_level: one level or a comma list. ' +
    `A high or extreme alert's affected counts the company's travellers in its country from today to ${ALERT_STANDS_DAYS} days ` +
    'after its publication, for admins and tra users where the travel module runs (null otherwise).',
  access: NAT_ACCESS,
  input: Schema.Object({
    limit: wholeNumber,
    offset: wholeNumber,
    search: Schema.Optional(Line()),
    zone: wholeNumber,
    country: wholeNumber,
    alert_level: Schema.Optional(Line()),
    category_risk: wholeNumber,
  }),
  answer: Schema.Array(NewsAlertItem, { maxItems: NEWS_MAX_PAGE_SIZE }),
  smoke: { fields: { limit: String(NEWS_PAGE_SIZE), offset: '0' } },
});

/** Every endpoint of the module, in the order `vigil smoke` runs its rows. */
export const endpoints: readonly AnyEndpoint[] = [getRisksCategories, getList];
