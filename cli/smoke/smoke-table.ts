import { LEGACY_PATHS, NEW_API_PATHS } from '../../host/core/api-contract';
import { INSURANCE_PATHS, INSURANCE_PERMISSIONS } from '../../host/core/insurance-contract';
import { QUIZ_ADMIN_PERMISSIONS, QUIZ_LIST_PERMISSIONS, QUIZ_PATHS } from '../../host/core/knowledge-test-contract';
import { BUILDINGS_PERMISSIONS, PERSONNEL_ADMIN_PERMISSIONS, PERSONNEL_PATHS } from '../../host/core/personnel-contract';
import { GPA_NEW_API_PATHS, GPA_PATHS, NEWS_PATHS } from '../../host/core/risk-content-contract';
import { AREA_CHOICE_PERMISSIONS, GPA_DETAIL_PERMISSIONS, GPA_LIST_PERMISSIONS, NAT_PERMISSIONS } from '../../host/core/risk-permissions';
import { allOf, arrayOf, field, hasFields, startsWith, type ShapeCheck } from './shape-checks';

export type Backend = 'legacy' | 'new';

/**
 * What the rows pass on to each other: sign-in yields the login token and the user's permissions, /auth the
 * JWT, the GPA lists the ids the detail calls ask for. Ids are kept as the text they are sent as.
 */
export interface SmokeSession {
  readonly username: string;
  readonly password: string;
  loginToken?: string;
  email?: string;
  permissions?: readonly string[];
  jwt?: string;
  continentId?: string;
  countryId?: string;
}

/** The session values a row can need from an earlier one. */
export type SessionValue = 'loginToken' | 'permissions' | 'jwt' | 'continentId' | 'countryId';

/** Where each value comes from, for the reason of a row that could not run without it. */
export const SESSION_VALUE_SOURCES: Readonly<Record<SessionValue, string>> = {
  loginToken: 'the login token from sign-in',
  permissions: 'the permission list from sign-in',
  jwt: 'the JWT from /auth',
  continentId: `a continent id from ${GPA_PATHS.continents}`,
  countryId: `a country id from ${GPA_PATHS.continentCountries}`,
};

export interface SmokeCall {
  backend: Backend;
  method: 'GET' | 'POST';
  path: string;
  expected: number;
  /**
   * What the call needs from earlier rows; without it the row is reported as not run. Legacy rows that need the
   * login token also get the app token, as every non-exempt legacy call does.
   */
  needs: readonly SessionValue[];
  /** What `keep` stores for later rows: when this row is skipped, the rows that need it are skipped too. */
  produces?: readonly SessionValue[];
  /**
   * The permissions of which the smoke user must hold at least one (the server's own list, from host/core). For
   * a user who holds none the call is not made and the row is skipped, not failed: the smoke user may be any
   * account, and a refusal it earned says nothing about the deployment.
   */
  allowedFor?: readonly string[];
  /** Request fields besides the credentials the runner adds (the query of a legacy GET, the form of a POST). */
  payload?: (session: Readonly<SmokeSession>) => { form?: Record<string, string>; json?: unknown };
  /** How the body is read before `check`: parsed as JSON (the default), or as text for a file such as a PDF. */
  answer?: 'json' | 'text';
  check: ShapeCheck;
  /** Keeps what later rows need; called only when the answer passed `check`. */
  keep?: (answer: unknown, session: SmokeSession) => void;
}

const MIN_COUNTRIES = 200;

/** A read-only legacy call of a module: signed in, and only for the users its server route admits. */
function moduleCall(
  path: string,
  allowedFor: readonly string[],
  check: ShapeCheck,
  extra: Partial<Pick<SmokeCall, 'needs' | 'produces' | 'payload' | 'keep'>> = {},
): SmokeCall {
  return { backend: 'legacy', method: 'GET', path, expected: 200, needs: ['loginToken'], allowedFor, check, ...extra };
}

/** The id field the continent and country calls take, filled from what an earlier row kept. */
const continentQuery = (session: Readonly<SmokeSession>) => ({ form: { continent: session.continentId ?? '' } });
const countryQuery = (session: Readonly<SmokeSession>) => ({ form: { country: session.countryId ?? '' } });

/** Country risk analysis: the home, continent and country pages' reads (spec part 2 §7), and the world map. */
const GPA_CALLS: readonly SmokeCall[] = [
  moduleCall(GPA_PATHS.generalDetail, GPA_LIST_PERMISSIONS, hasFields({ map: 'string|null', file: 'string|null' })),
  moduleCall(
    GPA_PATHS.zones,
    GPA_LIST_PERMISSIONS,
    arrayOf(
      hasFields({ id: 'number', iso2: 'string', iso3: 'string', numericCode: 'string|null', name: 'string', level: 'string', colour: 'string' }),
      1,
    ),
  ),
  moduleCall(GPA_PATHS.continents, AREA_CHOICE_PERMISSIONS, arrayOf(hasFields({ id: 'number', name: 'string', count: 'number' }), 1), {
    produces: ['continentId'],
    keep: (answer, session) => {
      // The first continent with countries, so that its country list yields a country for the detail rows.
      const continents = answer as Array<{ id: number; count: number }>;
      const continent = continents.find((candidate) => candidate.count > 0) ?? continents[0];
      if (continent) session.continentId = String(continent.id);
    },
  }),
  moduleCall(
    GPA_PATHS.continentDetail,
    GPA_LIST_PERMISSIONS,
    hasFields({ name: 'string', areas: 'string[]', zoomLatitude: 'number', zoomLongitude: 'number', zoomLevel: 'number' }),
    { needs: ['loginToken', 'continentId'], payload: continentQuery },
  ),
  moduleCall(
    GPA_PATHS.continentCountries,
    GPA_LIST_PERMISSIONS,
    arrayOf(
      hasFields({ id: 'number', country_id: 'number', name: 'string', flag: 'string', risks: 'array', level_alert: 'string[]' }),
      1,
    ),
    {
      needs: ['loginToken', 'continentId'],
      payload: continentQuery,
      produces: ['countryId'],
      keep: (answer, session) => {
        // `id`, the one the list links to /Gpa/detail/{id} and the detail page sends as `country`.
        const [country] = answer as Array<{ id: number }>;
        if (country) session.countryId = String(country.id);
      },
    },
  ),
  moduleCall(
    GPA_PATHS.countryDetail,
    GPA_DETAIL_PERMISSIONS,
    hasFields({
      id: 'number',
      name: 'string',
      flag: 'string',
      zone: 'number',
      zoneName: 'string',
      security_country_evaluation: 'number',
      risks: 'array',
      cities: 'array',
      demo: 'boolean',
    }),
    { needs: ['loginToken', 'countryId'], payload: countryQuery },
  ),
  moduleCall(
    GPA_PATHS.time,
    GPA_DETAIL_PERMISSIONS,
    hasFields({ timestamp: 'number', dst: 'number', gmtOffset: 'number', zoneName: 'string' }),
    { needs: ['loginToken', 'countryId'], payload: countryQuery },
  ),
  moduleCall(
    GPA_PATHS.countriesAvailable,
    AREA_CHOICE_PERMISSIONS,
    arrayOf(hasFields({ id: 'number', name: 'string', iso2: 'string', zone: 'number' }), 1),
  ),
  {
    backend: 'new',
    method: 'GET',
    path: GPA_NEW_API_PATHS.worldMapPdf,
    expected: 200,
    needs: ['jwt'],
    allowedFor: GPA_LIST_PERMISSIONS,
    answer: 'text',
    check: startsWith('%PDF-'),
  },
];

/** News alerts: the filters' categories and the first page of cards (spec part 2 §7: limit 10, offset 0). */
const NEWS_CALLS: readonly SmokeCall[] = [
  moduleCall(NEWS_PATHS.categories, NAT_PERMISSIONS, arrayOf(hasFields({ id: 'number', name: 'string', icon: 'string' }))),
  moduleCall(
    NEWS_PATHS.list,
    NAT_PERMISSIONS,
    arrayOf(
      hasFields({
        id: 'number',
        country: 'string',
        countryID: 'number',
        zone: 'number',
        alert_level: 'string',
        title: 'string',
        creation_date: 'string',
        categoryID: 'number',
      }),
    ),
    { payload: () => ({ form: { limit: '10', offset: '0' } }) },
  ),
];

const PERSONNEL_CALLS: readonly SmokeCall[] = [
  // At least one: the signed-in admin is an employee of their own company.
  moduleCall(
    PERSONNEL_PATHS.employees,
    PERSONNEL_ADMIN_PERMISSIONS,
    arrayOf(
      hasFields({ id: 'number', name: 'string', surname: 'string', email: 'string', permission: 'string[]', building: 'array', hidden: 'boolean' }),
      1,
    ),
  ),
  moduleCall(PERSONNEL_PATHS.buildings, BUILDINGS_PERMISSIONS, arrayOf(hasFields({ label: 'string', value: 'number' }))),
];

const INSURANCE_CALLS: readonly SmokeCall[] = [
  moduleCall(
    INSURANCE_PATHS.claims,
    INSURANCE_PERMISSIONS,
    arrayOf(hasFields({ name: 'string', insurance_name: 'string', insurance_phone: 'string', created_at: 'string' })),
  ),
];

/** The knowledge test administration's reads; the exclusion calls write and stay out. */
const QUIZ_CALLS: readonly SmokeCall[] = [
  moduleCall(QUIZ_PATHS.quizList, QUIZ_LIST_PERMISSIONS, field('list', arrayOf(hasFields({ quiz_id: 'number', name: 'string' })))),
  moduleCall(
    QUIZ_PATHS.employeesAvailable,
    QUIZ_ADMIN_PERMISSIONS,
    arrayOf(hasFields({ customer_id: 'number', customer_name: 'string' })),
  ),
  moduleCall(
    QUIZ_PATHS.results,
    QUIZ_ADMIN_PERMISSIONS,
    arrayOf(hasFields({ customer_name: 'string', quiz_name: 'string', date_quiz: 'string', pass: 'boolean' })),
  ),
  moduleCall(
    QUIZ_PATHS.blacklistStatus,
    QUIZ_ADMIN_PERMISSIONS,
    arrayOf(hasFields({ customer_id: 'number', customer_name: 'string', quiz: 'array' })),
  ),
  moduleCall(
    QUIZ_PATHS.resourceLogs,
    QUIZ_ADMIN_PERMISSIONS,
    arrayOf(hasFields({ user_name: 'string', company_name: 'string', type: 'string', target: 'string', created_at: 'string' })),
  ),
];

/**
 * The read-only calls of the smoke test, in order. Sign-in and /auth come first because they produce the
 * credentials the others use; everything else only reads, so the smoke test is safe against production. Never
 * add a call that writes (print requests, views, adding, editing or deleting anything).
 */
export const SMOKE_TABLE: readonly SmokeCall[] = [
  {
    backend: 'legacy',
    method: 'POST',
    path: LEGACY_PATHS.login,
    expected: 200,
    needs: [],
    payload: (session) => ({ form: { username: session.username, password: session.password } }),
    check: hasFields({ login_token: 'string', email: 'string', permission: 'string[]' }),
    produces: ['loginToken', 'permissions'],
    keep: (answer, session) => {
      const customer = answer as { login_token: string; email: string; permission: string[] };
      session.loginToken = customer.login_token;
      session.email = customer.email;
      session.permissions = customer.permission;
    },
  },
  {
    backend: 'new',
    method: 'POST',
    path: NEW_API_PATHS.auth,
    expected: 200,
    needs: ['loginToken'],
    // The newer API takes the legacy login token as the password (spec part 1 §7).
    payload: (session) => ({ json: { email: session.email ?? '', password: session.loginToken ?? '' } }),
    check: allOf(hasFields({ jwt: 'string', account: 'object' }), field('account', hasFields({ legacy_id: 'number' }))),
    produces: ['jwt'],
    keep: (answer, session) => {
      session.jwt = (answer as { jwt: string }).jwt;
    },
  },
  {
    backend: 'legacy',
    method: 'GET',
    path: LEGACY_PATHS.health,
    expected: 200,
    needs: [],
    check: allOf(hasFields({ status: 'string' }), (answer) => {
      const { status } = answer as { status: string };
      return status === 'ok' ? null : `status should be 'ok', got '${status}'`;
    }),
  },
  {
    backend: 'legacy',
    method: 'POST',
    path: LEGACY_PATHS.checkLoginToken,
    expected: 200,
    needs: ['loginToken'],
    check: hasFields({ permission: 'string[]', email: 'string' }),
  },
  {
    backend: 'legacy',
    method: 'GET',
    path: LEGACY_PATHS.companyDetail,
    expected: 200,
    needs: ['loginToken'],
    check: hasFields({ id: 'number', name: 'string', logo: 'string|null', activeModules: 'string[]' }),
  },
  {
    backend: 'legacy',
    method: 'POST',
    path: LEGACY_PATHS.frontendPermissions,
    expected: 200,
    needs: ['loginToken'],
    check: field('routes', arrayOf(hasFields({ prefix: 'string', allowed: 'string[]' }))),
  },
  {
    backend: 'new',
    method: 'GET',
    path: NEW_API_PATHS.countries,
    expected: 200,
    needs: ['jwt'],
    check: arrayOf(
      hasFields({ id: 'number', name: 'string', zoneId: 'number', iso2: 'string', iso3: 'string' }),
      MIN_COUNTRIES,
    ),
  },
  ...GPA_CALLS,
  ...NEWS_CALLS,
  ...PERSONNEL_CALLS,
  ...INSURANCE_CALLS,
  ...QUIZ_CALLS,
];
