import { LEGACY_PATHS, NEW_API_PATHS } from '../../../host/core/api-contract';

/**
 * The paths of the smoke rows the suites talk about, as the backends serve them. They are written out here, not
 * imported from the contracts: the tests pin the table the contracts make, whichever module declares a call.
 */
export const SMOKE_PATHS = {
  login: LEGACY_PATHS.login,
  auth: NEW_API_PATHS.auth,
  health: LEGACY_PATHS.health,
  checkLoginToken: LEGACY_PATHS.checkLoginToken,
  companyDetail: LEGACY_PATHS.companyDetail,
  frontendPermissions: LEGACY_PATHS.frontendPermissions,
  countries: NEW_API_PATHS.countries,
  generalDetail: '/general/getDetail',
  zones: '/zones/getData',
  continents: '/countries/getContinents',
  continentDetail: '/countries/getContinentDetail',
  continentCountries: '/countries/getContinentCountryList',
  countryDetail: '/countries/getCountryDetail',
  time: '/countries/getTime',
  countriesAvailable: '/countries/getCountriesAvailable',
  worldMapPdf: '/gpa/world-map.pdf',
  newsCategories: '/news/getRisksCategories',
  newsList: '/news/getList',
  employees: '/companies/getEmployees',
  buildings: '/companies/getBuildings',
  insuranceClaims: '/logs/get-insurances',
  quizList: '/quiz/get-quiz-list',
  quizEmployeesAvailable: '/quiz/get-list-employees-available',
  quizResults: '/quiz/get-list-employees-quiz',
  quizBlacklistStatus: '/quiz/get-blacklist-status',
  resourceLogs: '/elearning/get-logs',
  cmrNotes: '/cmr/getCmrNotes',
} as const;

/** Calls that write: none of them may ever be a smoke row. */
export const WRITING_PATHS: readonly string[] = [
  '/countries/sendPrintRequest',
  '/trends/addView',
  '/customers/addEmployee',
  '/customers/deleteEmployee',
  '/customers/editEmployee',
  '/quiz/add-to-blacklist',
  '/quiz/remove-from-blacklist',
];
