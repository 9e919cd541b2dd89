import { AVATAR_BODY_LIMIT_BYTES, defineEndpoint, IdListText, IdText, Line, Matching, MessageAnswer, Paragraph, RequiredByRule, Schema, type AnyEndpoint } from '@vigil/core';
import { AFFECTED_PERMISSIONS, TRA_PERMISSIONS, TRAVEL_APPROVERS, TRAVEL_DETAIL_PERMISSIONS } from './permissions';
import { CONTACT_CONTENT_MAX, REFERENCE_FIELD_MAX, TRA_MESSAGES, TRAVEL_NAME_MAX } from './travel-limits';
import { AffectedTravels, City, InductionsAnswer, LocateAnswer, TravelAnswer, TravelDetailAnswer, TravelListAnswer } from './travel-schemas';

/**
 * The travel module (spec part 2 §2 Travel (TRA), §3, §4, §5, §7; issue 22): travels with their itinerary, their
 * approval against the destinations' inductions, the Locate map and the contact form. Paths are under the legacy
 * base; fields come form-encoded.
 */
export * from './permissions';
// The platform calls the module asks for (its manifest's platformCalls), where `vigil smoke` finds them.
export { TRA_PLATFORM_CALLS as platformCalls } from './permissions';
export * from './travel-limits';
export * from './travel-schemas';
export type * from './server-functions';

const TRA_ACCESS = { allowed: TRA_PERMISSIONS };

/** YYYY-MM-DD (a calendar day; the server checks that it exists). */
const Day = (example: string) => Matching('^[0-9]{4}-[0-9]{2}-[0-9]{2}$', 'Not a valid date', { maxLength: 10, examples: [example] });
/** A whole number of milliseconds. */
const Milliseconds = () => Matching('^[0-9]{1,9}$', 'Not a valid number', { maxLength: 9, examples: ['300000'] });
/** 1, true, 0 or false: a checkbox. */
const Flag = () => Matching('^(0|1|true|false)$', 'Not a valid flag', { maxLength: 5, examples: ['0'] });

export const getTravels = defineEndpoint({
  id: 'tra.getTravels',
  backend: 'legacy',
  method: 'GET',
  path: '/travels',
  summary: "The company's travels, a page at a time, newest start first, with the traveller's newest position",
  description:
    'query_behavior=6 is the list as /Tra shows it (the only behaviour there is; the legacy client always sends it). ' +
    "search matches the travel's or the traveller's name. page counts from 1; page_size is at most TRAVEL_PAGE_SIZE_MAX.",
  access: TRA_ACCESS,
  input: Schema.Object({
    query_behavior: Schema.Optional(Matching('^6$', 'Not a valid query_behavior', { maxLength: 1, examples: ['6'] })),
    search: Schema.Optional(Line({ maxLength: 120 })),
    page: Schema.Optional(IdText()),
    page_size: Schema.Optional(IdText()),
  }),
  answer: TravelListAnswer,
  smoke: { fields: { query_behavior: '6' } },
});

const travelFields = {
  customer: RequiredByRule(IdText({ examples: ['1'] })),
  travel_name: RequiredByRule(Line({ maxLength: TRAVEL_NAME_MAX, examples: ['Site visit, Lagos'] })),
  start_date: RequiredByRule(Day('2026-12-01')),
  end_date: RequiredByRule(Day('2026-12-08')),
  /** JSON: [{"country_id":1,"city_id":2,"date":"2026-12-01"}, ...] (city_id may be null). */
  georeferences: RequiredByRule(Line({ maxLength: 8_000, examples: ['[{"country_id":1,"city_id":null,"date":"2026-12-01"}]'] })),
  reference_name: Schema.Optional(Line({ maxLength: REFERENCE_FIELD_MAX })),
  reference_email: Schema.Optional(Line({ maxLength: REFERENCE_FIELD_MAX })),
  reference_phone: Schema.Optional(Line({ maxLength: REFERENCE_FIELD_MAX })),
  tracking_interval: Schema.Optional(Milliseconds()),
};

export const saveTravel = defineEndpoint({
  id: 'tra.saveTravel',
  backend: 'legacy',
  method: 'POST',
  path: '/travels/save',
  summary: 'Registers a travel, or changes one (with id)',
  description:
    'customer: the traveller, an employee of your company (a tra user may register their own or a colleague\'s). ' +
    'georeferences: the itinerary as JSON, each stop a country of the platform, optionally one of its cities, and the ' +
    'day the traveller arrives (within the travel\'s dates). tracking_interval in ms (default 300000, 10000 to ' +
    "86400000). An admin's travel is approved at once when the traveller has passed every destination's induction; " +
    "any other registration, and a change by a non-admin, waits for an admin's approval (source_id non-zero). " +
    'A tra user changes only the travels they registered or that are theirs.',
  access: TRA_ACCESS,
  errors: [403, 404],
  input: Schema.Object({ id: Schema.Optional(IdText()), ...travelFields }),
  answer: TravelAnswer,
});

export const deleteTravel = defineEndpoint({
  id: 'tra.deleteTravel',
  backend: 'legacy',
  method: 'POST',
  path: '/travels/delete',
  summary: 'Deletes a travel',
  description: 'Admins delete any travel of the company; a tra user those they registered or that are theirs.',
  access: TRA_ACCESS,
  errors: [403, 404],
  input: Schema.Object({ travel: RequiredByRule(IdText()) }),
  answer: MessageAnswer,
});

export const getTravelInductions = defineEndpoint({
  id: 'tra.getTravelInductions',
  backend: 'legacy',
  method: 'GET',
  path: '/travels/inductions',
  summary: "The inductions the travel's traveller has still to pass before the travel may be approved",
  description: 'A destination whose country has a knowledge test counts until the traveller passes it or an admin excludes them from it.',
  access: TRA_ACCESS,
  errors: [404],
  input: Schema.Object({ travel: RequiredByRule(IdText()) }),
  answer: InductionsAnswer,
});

export const approveTravel = defineEndpoint({
  id: 'tra.approveTravel',
  backend: 'legacy',
  method: 'POST',
  path: '/travels/approve',
  summary: 'Approves a travel (source_id becomes 0)',
  description:
    "Refused (409) while the traveller has not passed a destination's induction: the message names them " +
    `('${TRA_MESSAGES.inductionsMissing} Nigeria, Kenya'); getTravelInductions lists them with their tests.`,
  access: { allowed: TRAVEL_APPROVERS },
  errors: [404, 409],
  input: Schema.Object({ travel: RequiredByRule(IdText()) }),
  answer: TravelAnswer,
});

export const getTravelDetail = defineEndpoint({
  id: 'tra.getTravelDetail',
  backend: 'legacy',
  method: 'GET',
  path: '/travels/getTravelDetail',
  summary: "A person's current travel (else their next one), for the GPS detail's Travel panel",
  description: 'employee: an employee of your company (another company\'s answers 404). travel is null when they have none.',
  access: { allowed: TRAVEL_DETAIL_PERMISSIONS },
  errors: [404],
  input: Schema.Object({ employee: RequiredByRule(IdText({ examples: ['1'] })) }),
  answer: TravelDetailAnswer,
  smoke: { fields: { employee: '1' } },
});

export const getCities = defineEndpoint({
  id: 'tra.getCities',
  backend: 'legacy',
  method: 'GET',
  path: '/travels/cities',
  summary: "A country's cities an itinerary stop may name, most populous first",
  access: TRA_ACCESS,
  errors: [404],
  input: Schema.Object({ country: RequiredByRule(IdText({ examples: ['1'] })) }),
  answer: Schema.Array(City, { maxItems: 500 }),
  smoke: { fields: { country: '1' } },
});

export const getLocate = defineEndpoint({
  id: 'tra.getLocate',
  backend: 'legacy',
  method: 'GET',
  path: '/travels/locate',
  summary: 'Where the travellers on a travel today are: their newest position, else the city of today\'s stop',
  description: 'country: only the travellers whose stop today is in that country.',
  access: TRA_ACCESS,
  input: Schema.Object({ country: Schema.Optional(IdText()) }),
  answer: LocateAnswer,
  smoke: {},
});

export const getAffected = defineEndpoint({
  id: 'tra.getAffected',
  backend: 'legacy',
  method: 'GET',
  path: '/travels/affected',
  summary: "How many of the company's travellers are in a country now or will be by the given day, with their travels",
  description: 'to: the last day (YYYY-MM-DD) the question covers (default: ALERT_STANDS_DAYS from today).',
  access: { allowed: AFFECTED_PERMISSIONS },
  input: Schema.Object({ country: RequiredByRule(IdText({ examples: ['1'] })), to: Schema.Optional(Day('2026-12-28')) }),
  answer: AffectedTravels,
  smoke: { fields: { country: '1' } },
});

export const contact = defineEndpoint({
  id: 'tra.contact',
  backend: 'legacy',
  method: 'POST',
  path: '/tra/contact',
  summary: "Sends a message to the travellers of the chosen travels, where the GPS detail's messages arrive",
  description:
    'travels: a comma list of travel ids of your company (at least one). content is required; image an optional ' +
    "data URI (PNG, JPEG or WebP, at most 2 MiB: 'Image size is greater than 2Mb'); position 1 asks each to share " +
    "their position (the message says how, and the answer shows on the Locate map). Each traveller is mailed in " +
    `their language; answers '${TRA_MESSAGES.contactSent}'.`,
  access: TRA_ACCESS,
  errors: [404],
  input: Schema.Object({
    travels: RequiredByRule(IdListText({ maxLength: 120_000, examples: ['1'] })),
    content: RequiredByRule(Paragraph({ maxLength: CONTACT_CONTENT_MAX, examples: ['Please confirm you are safe.'] })),
    position: Schema.Optional(Flag()),
    // Bounded by the body limit, so an image a little over 2 MiB hears 'Image size is greater than 2Mb' (as newAlert).
    image: Schema.Optional(Line({ maxLength: AVATAR_BODY_LIMIT_BYTES })),
  }),
  answer: MessageAnswer,
  bodyLimit: AVATAR_BODY_LIMIT_BYTES + 200_000,
});

/** Every endpoint of the module. */
export const endpoints: readonly AnyEndpoint[] = [
  getTravels,
  saveTravel,
  deleteTravel,
  getTravelInductions,
  approveTravel,
  getTravelDetail,
  getCities,
  getLocate,
  getAffected,
  contact,
];
