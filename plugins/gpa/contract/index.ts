import {
  Binary,
  COUNTRY_LIST_MAX,
  defineEndpoint,
  IdText,
  Line,
  MessageAnswer,
  NoInput,
  RequiredByRule,
  Schema,
  SHORT_LIST_MAX,
  type AnyEndpoint,
} from '@vigil/core';
import {
  AvailableCountry,
  ContinentCountry,
  ContinentDetail,
  ContinentSummary,
  CountryCode,
  CountryDetail,
  CountryTime,
  GeneralDetail,
  MapArea,
} from './answers';
import { GPA_DETAIL_PERMISSIONS, GPA_LIST_PERMISSIONS } from './permissions';

/**
 * Country risk analysis (GPA, spec part 2 §3 and §7): the calls of the home, continent and country pages, their
 * answers, permissions and rules, shared by the server part, the screens and `vigil smoke`. Legacy paths are under
 * the legacy base URL; the world-map PDF is a newer-API call.
 */
export * from './answers';
export * from './permissions';
export * from './risk-math';
export type * from './server-functions';

/** The print report's languages (spec part 2 §9). */
export const PRINT_LANGUAGES = ['Italian', 'English', 'French', 'German'] as const;
export type PrintLanguage = (typeof PRINT_LANGUAGES)[number];

/** The print request's notices (spec part 2 §8), word for word. */
export const PRINT_REQUEST_SENT = 'Print request sent successfully';
export const PRINT_REQUEST_FAILED = 'An error occured during the request';
export const VIEW_RECORDED = 'View recorded';
export const UNKNOWN_COUNTRY = 'Unknown country';
export const UNKNOWN_CONTINENT = 'Unknown continent';

/**
 * The module's refusals, with `{{name}}` for their params: the server answers them coded 'gpa:<key>'
 * (server/gpa-message.ts), the web shows `serverMessages.<key>` of the reader's language.
 */
export const GPA_MESSAGES = {
  unknownCountry: UNKNOWN_COUNTRY,
  unknownContinent: UNKNOWN_CONTINENT,
  unknownModel: 'Unknown model: {{field}}',
  printLanguage: 'Language must be one of {{languages}}: {{field}}',
} as const;

/** The name the default world map is saved under. */
export const WORLD_MAP_PDF_FILENAME = 'world-risk-map.pdf';

/** Every generated text says so: demo content must never be taken for real intelligence. */
export const DEMO_LABEL = '(Demo content)';

/**
 * The world areas and countries the news alerts filters offer come from the GPA lists, so a user who holds only
 * `nat` may read those two lists too (the /Nat reading of docs/decisions.md). Not in ./permissions: the manifest
 * does not need it, and the dashboard's first load should not carry it.
 */
export const AREA_CHOICE_PERMISSIONS = [...GPA_LIST_PERMISSIONS, 'nat', 'inf'] as const;
/**
 * The e-learning module shows the continents grid and the country lists (this plugin's `views`, contract/views.ts)
 * to inf users, who may hold neither gpa nor free: the calls those views make allow inf too.
 */
export const ELEARNING_LIST_PERMISSIONS = [...GPA_LIST_PERMISSIONS, 'inf'] as const;
export const COUNTRY_TIME_PERMISSIONS = [...GPA_DETAIL_PERMISSIONS, 'inf'] as const;

const LIST_ACCESS = { allowed: GPA_LIST_PERMISSIONS };
const DETAIL_ACCESS = { allowed: GPA_DETAIL_PERMISSIONS };
const AREA_CHOICE_ACCESS = { allowed: AREA_CHOICE_PERMISSIONS };
const ELEARNING_LIST_ACCESS = { allowed: ELEARNING_LIST_PERMISSIONS };

// Id fields are Optional: a missing id answers 'Not a valid id: <field>' from the handler, as it always did.
const countryField = { country: RequiredByRule(IdText()) };
const continentField = { continent: RequiredByRule(IdText()) };

export const getGeneralDetail = defineEndpoint({
  id: 'gpa.getGeneralDetail',
  backend: 'legacy',
  method: 'GET',
  path: '/general/getDetail',
  summary: 'The world map image and file ops configured, or none',
  access: LIST_ACCESS,
  input: NoInput,
  answer: GeneralDetail,
  smoke: {},
});

export const getZones = defineEndpoint({
  id: 'gpa.getZones',
  backend: 'legacy',
  method: ['GET', 'POST'],
  path: '/zones/getData',
  summary: 'Every country with content as a map area, coloured by its risk level',
  description: 'A browser may keep the answer for an hour (Cache-Control private, max-age=3600).',
  access: LIST_ACCESS,
  input: NoInput,
  answer: Schema.Array(MapArea, { maxItems: COUNTRY_LIST_MAX }),
  smoke: { minItems: 1 },
});

export const getContinents = defineEndpoint({
  id: 'gpa.getContinents',
  backend: 'legacy',
  method: 'GET',
  path: '/countries/getContinents',
  summary: 'The continents with the number of their countries with content',
  access: AREA_CHOICE_ACCESS,
  input: NoInput,
  answer: Schema.Array(ContinentSummary, { maxItems: SHORT_LIST_MAX }),
  smoke: {
    minItems: 1,
    keeps: ['continentId'],
    // The first continent with countries, so that its country list yields a country for the detail rows.
    keep: (answer) => {
      const continents = answer as ContinentSummary[];
      const continent = continents.find((candidate) => candidate.count > 0) ?? continents[0];
      return { continentId: continent ? String(continent.id) : undefined };
    },
  },
});

export const getCountryList = defineEndpoint({
  id: 'gpa.getCountryList',
  backend: 'legacy',
  method: 'GET',
  path: '/countries/get-list',
  summary: 'Every country: its id and ISO alpha-2 code',
  description: "`model` may only be 'countries' (the default).",
  access: LIST_ACCESS,
  input: Schema.Object({ model: Schema.Optional(Line()) }),
  answer: Schema.Array(CountryCode, { maxItems: COUNTRY_LIST_MAX }),
});

export const getContinentDetail = defineEndpoint({
  id: 'gpa.getContinentDetail',
  backend: 'legacy',
  method: 'GET',
  path: '/countries/getContinentDetail',
  summary: "A continent's name, countries and map view",
  access: ELEARNING_LIST_ACCESS,
  errors: [404],
  input: Schema.Object(continentField),
  answer: ContinentDetail,
  smoke: { from: { continent: 'continentId' } },
});

export const getContinentCountryList = defineEndpoint({
  id: 'gpa.getContinentCountryList',
  backend: 'legacy',
  method: 'GET',
  path: '/countries/getContinentCountryList',
  summary: "A continent's countries with their risks and the levels the user monitors",
  access: ELEARNING_LIST_ACCESS,
  errors: [404],
  input: Schema.Object(continentField),
  answer: Schema.Array(ContinentCountry, { maxItems: COUNTRY_LIST_MAX }),
  smoke: {
    from: { continent: 'continentId' },
    minItems: 1,
    keeps: ['countryId'],
    // `id`, the one the list links to /Gpa/detail/{id} and the detail page sends as `country`.
    keep: (answer) => {
      const [country] = answer as ContinentCountry[];
      return { countryId: country ? String(country.id) : undefined };
    },
  },
});

export const getCountryDetail = defineEndpoint({
  id: 'gpa.getCountryDetail',
  backend: 'legacy',
  method: 'GET',
  path: '/countries/getCountryDetail',
  summary: "A country's risk detail",
  description:
    "The geopolitical risks are left out unless the user holds admin, gpa, ops or gps, the admin's 'Political risk visible' switch is on for them, and the country allows them.",
  access: DETAIL_ACCESS,
  errors: [404],
  input: Schema.Object(countryField),
  answer: CountryDetail,
  smoke: { from: { country: 'countryId' } },
});

export const getTime = defineEndpoint({
  id: 'gpa.getTime',
  backend: 'legacy',
  method: 'GET',
  path: '/countries/getTime',
  summary: "The time in a country's main time zone",
  access: { allowed: COUNTRY_TIME_PERMISSIONS },
  errors: [404],
  input: Schema.Object(countryField),
  answer: CountryTime,
  smoke: { from: { country: 'countryId' } },
});

export const getCountriesAvailable = defineEndpoint({
  id: 'gpa.getCountriesAvailable',
  backend: 'legacy',
  method: 'GET',
  path: '/countries/getCountriesAvailable',
  summary: 'Every country with content, with its world area',
  access: AREA_CHOICE_ACCESS,
  input: NoInput,
  answer: Schema.Array(AvailableCountry, { maxItems: COUNTRY_LIST_MAX }),
  smoke: { minItems: 1 },
});

export const sendPrintRequest = defineEndpoint({
  id: 'gpa.sendPrintRequest',
  backend: 'legacy',
  method: 'POST',
  path: '/countries/sendPrintRequest',
  summary: 'Asks support for a country report in a language',
  description: `The request is recorded and mailed to support together. langSelected is one of ${PRINT_LANGUAGES.join(', ')}.`,
  access: DETAIL_ACCESS,
  errors: [404],
  input: Schema.Object({ langSelected: Line({ examples: [PRINT_LANGUAGES[0]] }), countryID: RequiredByRule(IdText()) }),
  answer: MessageAnswer,
});

export const addView = defineEndpoint({
  id: 'gpa.addView',
  backend: 'legacy',
  method: 'POST',
  path: '/trends/addView',
  summary: "Records a view of a country's detail",
  access: DETAIL_ACCESS,
  errors: [404],
  input: Schema.Object(countryField),
  answer: MessageAnswer,
});

/**
 * The default world map of /Gpa (spec part 2 §2) as a one-page PDF. A newer-API call so that the client's download
 * helper sends the JWT in a header: a link with a token in its URL would end up in history, bookmarks and logs.
 */
export const getWorldMapPdf = defineEndpoint({
  id: 'gpa.getWorldMapPdf',
  backend: 'new',
  method: 'GET',
  path: '/gpa/world-map.pdf',
  summary: 'The world map coloured by risk level, as a PDF',
  description: `An attachment named ${WORLD_MAP_PDF_FILENAME}, which a browser may keep for an hour.`,
  access: LIST_ACCESS,
  input: NoInput,
  answer: Binary('application/pdf'),
  smoke: { startsWith: '%PDF-' },
});

/** Every endpoint of the module, in the order `vigil smoke` runs its rows. */
export const endpoints: readonly AnyEndpoint[] = [
  getGeneralDetail,
  getZones,
  getContinents,
  getContinentDetail,
  getContinentCountryList,
  getCountryDetail,
  getTime,
  getCountriesAvailable,
  getWorldMapPdf,
  getCountryList,
  sendPrintRequest,
  addView,
];
