import nock from 'nock';
import { LEGACY_PATHS, NEW_API_PATHS } from '../../../host/core/api-contract';
import { INSURANCE_PATHS } from '../../../host/core/insurance-contract';
import { QUIZ_PATHS } from '../../../host/core/knowledge-test-contract';
import { PERSONNEL_PATHS } from '../../../host/core/personnel-contract';
import { GPA_NEW_API_PATHS, GPA_PATHS, NEWS_PATHS } from '../../../host/core/risk-content-contract';

export const LEGACY_ORIGIN = 'http://legacy.test';
export const NEW_ORIGIN = 'http://new.test';
export const TARGET = {
  legacyUrl: `${LEGACY_ORIGIN}/api`,
  newUrl: `${NEW_ORIGIN}/v2`,
  appToken: 'test-app-token',
  username: 'admin',
  password: 'Vigil-admin-1',
  timeoutMs: 1000,
};

export const LOGIN_TOKEN = 'login-token-123';
export const JWT = 'jwt-456';
/** The continent the GPA rows pick (the first with countries) and the first country of its list. */
export const CONTINENT_ID = 3;
export const COUNTRY_ID = 42;
export const PDF_BODY = '%PDF-1.7\n%demo world map\n';

export const countries = Array.from({ length: 210 }, (_, index) => ({
  id: index + 1,
  name: `Country ${index + 1}`,
  zoneId: 1 + (index % 5),
  iso2: 'AA',
  iso3: 'AAA',
}));

export interface RecordedCall {
  path: string;
  body: unknown;
  authorization?: string;
}

/** Paths whose interceptor a test replaces with its own (nock would otherwise answer from the default). */
export type Overrides = Partial<Record<string, (scope: nock.Interceptor) => nock.Scope>>;

/** An override of sign-in answering a user who holds `permission`. */
export function signedInWith(permission: readonly string[]): Overrides {
  return {
    [LEGACY_PATHS.login]: (interceptor) =>
      interceptor.reply(200, { login_token: LOGIN_TOKEN, email: 'user@vigil.example', permission: [...permission] }),
  };
}

const risk = { level: 'low', name: 'Crime', icon: 'crime' };

/** What each call of the smoke table answers when the backends keep the contract. */
const ANSWERS: Record<string, nock.ReplyBody> = {
  [LEGACY_PATHS.login]: { login_token: LOGIN_TOKEN, email: 'admin@vigil.example', permission: ['admin'] },
  [NEW_API_PATHS.auth]: { jwt: JWT, account: { legacy_id: 1, email: 'admin@vigil.example' } },
  [LEGACY_PATHS.health]: { status: 'ok', database: 'sqlite' },
  [LEGACY_PATHS.checkLoginToken]: { permission: ['admin'], email: 'admin@vigil.example', name: 'Ada' },
  [LEGACY_PATHS.companyDetail]: { id: 1, name: 'Vigil Demo', logo: null, activeModules: ['cmr'] },
  [LEGACY_PATHS.frontendPermissions]: { routes: [{ prefix: '/Cmr', allowed: ['admin', 'cmr'] }] },
  [NEW_API_PATHS.countries]: countries as unknown as nock.ReplyBody,
  [GPA_PATHS.generalDetail]: { map: null, file: null },
  [GPA_PATHS.zones]: [{ id: 1, iso2: 'IT', iso3: 'ITA', numericCode: '380', name: 'Italy', level: 'low', colour: '#2e7d32' }],
  // Antarctica first and empty: the rows ask for the first continent that has countries.
  [GPA_PATHS.continents]: [
    { id: 2, name: 'Antarctica', count: 0, image: null },
    { id: CONTINENT_ID, name: 'Europe', count: 1, image: null },
  ],
  [GPA_PATHS.continentDetail]: { name: 'Europe', areas: ['IT'], zoomLatitude: 52, zoomLongitude: 15, zoomLevel: 4, image: null },
  [GPA_PATHS.continentCountries]: [
    { id: COUNTRY_ID, country_id: COUNTRY_ID, name: 'Italy', flag: '🇮🇹', risks: [risk], level_alert: [] },
  ],
  [GPA_PATHS.countryDetail]: {
    id: COUNTRY_ID,
    name: 'Italy',
    flag: '🇮🇹',
    zone: CONTINENT_ID,
    zoneName: 'Europe',
    security_country_evaluation: 2.5,
    risks: [risk],
    cities: [],
    demo: true,
  },
  [GPA_PATHS.time]: { timestamp: 1_700_000_000, dst: 0, gmtOffset: 3600, zoneName: 'Europe/Rome' },
  [GPA_PATHS.countriesAvailable]: [{ id: COUNTRY_ID, name: 'Italy', iso2: 'IT', zone: CONTINENT_ID }],
  [GPA_NEW_API_PATHS.worldMapPdf]: PDF_BODY,
  [NEWS_PATHS.categories]: [{ id: 1, name: 'Crime', icon: 'crime' }],
  [NEWS_PATHS.list]: [
    {
      id: 7,
      country: 'Italy',
      countryID: COUNTRY_ID,
      zone: CONTINENT_ID,
      alert_level: 'low',
      title: 'Strike',
      creation_date: '2024-01-01T00:00:00.000Z',
      categoryID: 1,
    },
  ],
  [PERSONNEL_PATHS.employees]: [
    { id: 1, name: 'Ada', surname: 'Admin', email: 'admin@vigil.example', permission: ['admin'], building: [], hidden: false },
  ],
  [PERSONNEL_PATHS.buildings]: [{ label: 'Head office', value: 1 }],
  [INSURANCE_PATHS.claims]: [
    { name: 'Ada Admin', insurance_name: 'Acme', insurance_phone: '+1 555 0199', created_at: '2024-01-01T00:00:00.000Z' },
  ],
  [QUIZ_PATHS.quizList]: { list: [{ quiz_id: 1, name: 'Italy' }] },
  [QUIZ_PATHS.employeesAvailable]: [{ customer_id: 1, customer_name: 'Ada Admin' }],
  [QUIZ_PATHS.results]: [{ customer_name: 'Ada Admin', quiz_name: 'Italy', date_quiz: '2024-01-01T00:00:00.000Z', pass: true }],
  [QUIZ_PATHS.blacklistStatus]: [{ customer_id: 1, customer_name: 'Ada Admin', quiz: [{ id: 1, name: 'Italy' }] }],
  [QUIZ_PATHS.resourceLogs]: [
    { user_name: 'Ada Admin', company_name: 'Vigil Demo', type: '1', target: 'https://x.example', created_at: '2024-01-01' },
  ],
};

/** Calls of the newer API; every other path is a legacy one. POSTs are listed, everything else is a GET. */
const NEW_API = new Set<string>([NEW_API_PATHS.auth, NEW_API_PATHS.countries, GPA_NEW_API_PATHS.worldMapPdf]);
const POSTS = new Set<string>([
  LEGACY_PATHS.login,
  NEW_API_PATHS.auth,
  LEGACY_PATHS.checkLoginToken,
  LEGACY_PATHS.frontendPermissions,
]);

/**
 * Both backends answering the smoke table as the contract says, recording what each call sent. A test passes
 * `overrides` to make one call misbehave.
 */
export function mockBackends(overrides: Overrides = {}): { calls: RecordedCall[]; done(): void } {
  const calls: RecordedCall[] = [];
  const legacy = nock(LEGACY_ORIGIN);
  const modern = nock(NEW_ORIGIN);
  const record = (path: string) =>
    function (this: nock.ReplyFnContext, uri: string, body: nock.Body): nock.ReplyBody {
      const authorization = this.req.headers.authorization;
      calls.push({ path: uri, body, ...(authorization ? { authorization: String(authorization) } : {}) });
      return ANSWERS[path] ?? {};
    };
  for (const path of Object.keys(ANSWERS)) {
    const [scope, base] = NEW_API.has(path) ? [modern, '/v2'] : [legacy, '/api'];
    const interceptor = scope[POSTS.has(path) ? 'post' : 'get']((uri) => uri.split('?')[0] === `${base}${path}`);
    const override = overrides[path];
    if (override) override(interceptor);
    else interceptor.reply(200, record(path));
  }
  return {
    calls,
    done: () => {
      legacy.done();
      modern.done();
    },
  };
}
