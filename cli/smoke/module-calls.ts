import { INSURANCE_PATHS, INSURANCE_PERMISSIONS } from '../../host/core/insurance-contract';
import { QUIZ_ADMIN_PERMISSIONS, QUIZ_LIST_PERMISSIONS, QUIZ_PATHS } from '../../host/core/knowledge-test-contract';
import { BUILDINGS_PERMISSIONS, PERSONNEL_ADMIN_PERMISSIONS, PERSONNEL_PATHS } from '../../host/core/personnel-contract';
import { GPA_NEW_API_PATHS, GPA_PATHS, NEWS_PATHS } from '../../host/core/risk-content-contract';
import { AREA_CHOICE_PERMISSIONS, GPA_DETAIL_PERMISSIONS, GPA_LIST_PERMISSIONS, NAT_PERMISSIONS } from '../../host/core/risk-permissions';
import { arrayOf, field, hasFields, startsWith, type ShapeCheck } from './shape-checks';
import type { SmokeCall, SmokeSession } from './smoke-call';

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

/** The modules' read-only calls, in the order the smoke table runs them. */
export const MODULE_CALLS: readonly SmokeCall[] = [...GPA_CALLS, ...NEWS_CALLS, ...PERSONNEL_CALLS, ...INSURANCE_CALLS, ...QUIZ_CALLS];
