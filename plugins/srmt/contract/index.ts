import {
  defineEndpoint,
  IdText,
  Line,
  MessageAnswer,
  NoInput,
  RequiredByRule,
  Schema,
  SHORT_LIST_MAX,
  type AnyEndpoint,
  type Static,
} from '@vigil/core';
import { SRMT_PERMISSIONS } from './permissions';
import { REQUEST_TEXT_MAX, type RequestSource } from './request-rules';

export * from './permissions';
export * from './request-rules';
// The platform calls the module asks for (its manifest's platformCalls), where `vigil smoke` finds them.
export { SRMT_PLATFORM_CALLS as platformCalls } from './permissions';

const SRMT_ACCESS = { allowed: SRMT_PERMISSIONS };

/**
 * The request's own fields are optional to the input check: a blank or missing one answers the rules' 'Missing
 * input: {field}' (REQUEST_RULES); the description lists them as required, but for SED's location.
 */
const text = () => RequiredByRule(Line({ maxLength: REQUEST_TEXT_MAX }));
const choice = () => RequiredByRule(Line({ maxLength: 32 }));

/** Spec part 1 §7: the three legacy POSTs, each with the request payload without its source. */
export const sendCountryThreatEvaluation = defineEndpoint({
  id: 'srmt.sendCountryThreatEvaluation',
  backend: 'legacy',
  method: 'POST',
  path: '/email/send-country-threat-evaluation',
  summary: 'Requests a Country Threat Evaluation from the security analysts',
  description: 'country is a country name; language one of Italian, English, French, German. Stored and mailed together.',
  access: SRMT_ACCESS,
  input: Schema.Object({ country: text(), language: choice() }),
  answer: MessageAnswer,
});

export const sendImpactEvaluation = defineEndpoint({
  id: 'srmt.sendImpactEvaluation',
  backend: 'legacy',
  method: 'POST',
  path: '/email/send-impact-evaluation',
  summary: 'Requests an Impact Evaluation of a project from the security analysts',
  description:
    "country is a country name, project the label of one of the company's projects (/companies/getBuildings); asset " +
    'and personnel are the codes of their choices. Stored and mailed together.',
  access: SRMT_ACCESS,
  input: Schema.Object({ country: text(), project: text(), asset: choice(), personnel: choice() }),
  answer: MessageAnswer,
});

export const sendSecurityEventDatabase = defineEndpoint({
  id: 'srmt.sendSecurityEventDatabase',
  backend: 'legacy',
  method: 'POST',
  path: '/email/send-security-event-database',
  summary: 'Requests a Security Events Database extract from the security analysts',
  description:
    'country is a country name, location (optional) one of its cities, radius in km (-1: the entire country), ' +
    'from_date and end_date YYYY-MM-DD with the end not before the start. Stored and mailed together.',
  access: SRMT_ACCESS,
  input: Schema.Object({ country: text(), location: Schema.Optional(Line({ maxLength: REQUEST_TEXT_MAX })), radius: choice(), from_date: choice(), end_date: choice() }),
  answer: MessageAnswer,
});

/** The endpoint of each source: the modal of a source sends through it. */
export const SEND_ENDPOINTS = {
  cte: sendCountryThreatEvaluation,
  ie: sendImpactEvaluation,
  sed: sendSecurityEventDatabase,
} as const satisfies Record<RequestSource, AnyEndpoint>;

export const SrmtCity = Schema.Object({ name: Schema.String() });
export type SrmtCity = Static<typeof SrmtCity>;

/** The SED location choices: the cities of a country (the data keeps its capital and largest cities). */
export const getCities = defineEndpoint({
  id: 'srmt.getCities',
  backend: 'legacy',
  method: 'GET',
  path: '/srmt/getCities',
  summary: "A country's cities, by name, for the Security Events Database location",
  access: SRMT_ACCESS,
  errors: [404],
  input: Schema.Object({ country: IdText() }),
  answer: Schema.Array(SrmtCity, { maxItems: SHORT_LIST_MAX }),
  // No smoke row: its country id would come from GPA's rows, and this module must not depend on GPA.
});

/** What the requester sees of a request on /Srmt. `status` is 'sent' once it is mailed to the analysts. */
export const SrmtRequest = Schema.Object({
  id: Schema.Integer(),
  source: Schema.Union([Schema.Literal('cte'), Schema.Literal('ie'), Schema.Literal('sed')]),
  country: Schema.String(),
  status: Schema.String(),
  created_at: Schema.String(),
});
export type SrmtRequest = Static<typeof SrmtRequest>;

export const REQUEST_STATUS_SENT = 'sent';

/** The signed-in user's own requests, newest first (the server keeps each account's newest SHORT_LIST_MAX). */
export const getMyRequests = defineEndpoint({
  id: 'srmt.getMyRequests',
  backend: 'legacy',
  method: 'GET',
  path: '/srmt/getMyRequests',
  summary: "The signed-in user's evaluation requests, newest first, with date and status",
  access: SRMT_ACCESS,
  input: NoInput,
  answer: Schema.Array(SrmtRequest, { maxItems: SHORT_LIST_MAX }),
  smoke: {},
});

/** Every endpoint of the module: the server mounts them, `vigil smoke` and the OpenAPI description list them. */
export const endpoints: readonly AnyEndpoint[] = [
  getMyRequests,
  getCities,
  sendCountryThreatEvaluation,
  sendImpactEvaluation,
  sendSecurityEventDatabase,
];
