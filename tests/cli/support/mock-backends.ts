import { Value } from '@sinclair/typebox/value';
import nock from 'nock';
import { binaryContentType } from '../../../host/core/endpoints';
import type { SmokeCall } from '../../../cli/smoke/smoke-call';
import { SMOKE_PATHS as P } from './smoke-paths';

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

const session = {
  id: 1,
  name: 'Ada',
  surname: 'Admin',
  initial: 'AA',
  image: null,
  email: 'admin@vigil.example',
  company: 'Vigil Demo',
  permission: ['admin'],
  privacyCheckedDate: '2024-01-01T00:00:00.000Z',
  language: 'en',
};

/** An override of sign-in answering a user who holds `permission`. */
export function signedInWith(permission: readonly string[]): Overrides {
  return {
    [P.login]: (interceptor) =>
      interceptor.reply(200, { ...session, login_token: LOGIN_TOKEN, email: 'user@vigil.example', permission: [...permission] }),
  };
}

const risk = { level: 'low', name: 'Crime', icon: 'crime' };
const when = '2024-01-01T00:00:00.000Z';

/** What each call of the smoke table answers when the backends keep the contract (as the reference server does). */
const ANSWERS: Record<string, nock.ReplyBody> = {
  [P.login]: { ...session, login_token: LOGIN_TOKEN },
  [P.auth]: { jwt: JWT, account: { legacy_id: 1, email: 'admin@vigil.example' } },
  [P.health]: { status: 'ok', database: 'sqlite' },
  [P.checkLoginToken]: session,
  [P.companyDetail]: { id: 1, name: 'Vigil Demo', logo: null, activeModules: ['cmr'] },
  [P.frontendPermissions]: { routes: [{ prefix: '/Cmr', allowed: ['admin', 'cmr'] }] },
  [P.countries]: countries as unknown as nock.ReplyBody,
  [P.generalDetail]: { map: null, file: null },
  [P.zones]: [{ id: 1, iso2: 'IT', iso3: 'ITA', numericCode: '380', name: 'Italy', level: 'low', colour: '#2e7d32' }],
  // Antarctica first and empty: the rows ask for the first continent that has countries.
  [P.continents]: [
    { id: 2, name: 'Antarctica', count: 0, image: null },
    { id: CONTINENT_ID, name: 'Europe', count: 1, image: null },
  ],
  [P.continentDetail]: { name: 'Europe', areas: ['IT'], zoomLatitude: 52, zoomLongitude: 15, zoomLevel: 4, image: null },
  [P.continentCountries]: [
    { id: COUNTRY_ID, country_id: COUNTRY_ID, name: 'Italy', flag: '🇮🇹', risks: [risk], level_alert: [] },
  ],
  [P.countryDetail]: {
    id: COUNTRY_ID,
    name: 'Italy',
    flag: '🇮🇹',
    image: null,
    zone: CONTINENT_ID,
    zoneName: 'Europe',
    areaSettings: { latitude: 41.9, longitude: 12.5, zoomLevel: 5 },
    cities: [{ name: 'Rome', lat: 41.9, lng: 12.5, isCapital: true }],
    last_update: when,
    country_code_number: '+39',
    security_country_evaluation: 2.5,
    securityBackgroundColor: '#2e7d32',
    securityColor: '#ffffff',
    risks: [{ ...risk, status: 'stable', updates: '(Demo content) Crime in Italy reviewed.' }],
    countryBackground: '<p>(Demo content)</p>',
    generalNews: [{ creation_date: when, last_update: when, title: '(Demo content) Strike', description: '<p>Strike</p>', image: null }],
    travelAdvices: [{ name: 'Communications', icon: 'phone', description: '<p>(Demo content)</p>' }],
    travelAdvice: '<p>(Demo content)</p>',
    security_summary: '<p>(Demo content)</p>',
    geopoliticalRisks: [{ title: 'Border security (Demo content)', description: '<p>(Demo content)</p>' }],
    riskUpdates: [{ title: '(Demo content) Update 1', description: '<p>(Demo content)</p>', gallery: [] }],
    demo: true,
  },
  [P.time]: { timestamp: 1_700_000_000, dst: 0, gmtOffset: 3600, zoneName: 'Europe/Rome' },
  [P.countriesAvailable]: [{ id: COUNTRY_ID, name: 'Italy', iso2: 'IT', zone: CONTINENT_ID }],
  [P.worldMapPdf]: PDF_BODY,
  [P.newsCategories]: [{ id: 1, name: 'Crime', icon: 'crime' }],
  [P.newsList]: [
    {
      id: 7,
      country: 'Italy',
      image: null,
      zoneName: 'Europe',
      countryID: COUNTRY_ID,
      zone: CONTINENT_ID,
      alert_level: 'low',
      creation_date: when,
      title: 'Strike',
      subtitle: 'Crime – low alert',
      description: '<p>(Demo content)</p>',
      flag: '🇮🇹',
      icon: 'level-low',
      risk_icon: 'crime',
      risk_name: 'Crime',
      categoryID: 1,
      demo: true,
    },
  ],
  [P.employees]: [
    {
      id: 1,
      name: 'Ada',
      surname: 'Admin',
      email: 'admin@vigil.example',
      username: 'admin',
      media: null,
      permission: ['admin'],
      building: [{ label: 'Head office', value: 1 }],
      isTrackingEnable: false,
      hidden: false,
      politicalriskvisible: true,
      language: 'en',
      countryName: 'Italy',
      last_login: when,
      areYou: true,
      registered: true,
    },
  ],
  [P.buildings]: [{ label: 'Head office', value: 1 }],
  [P.insuranceClaims]: [{ name: 'Ada Admin', insurance_name: 'Acme', insurance_phone: '+1 555 0199', created_at: when }],
  [P.quizList]: { list: [{ quiz_id: 1, name: 'Italy' }] },
  [P.quizEmployeesAvailable]: [{ customer_id: 1, customer_name: 'Ada Admin' }],
  [P.quizResults]: [
    { customer_name: 'Ada Admin', quiz_name: 'Italy', date_quiz: when, pass: true, correct_answers: 8, total_questions: 10 },
  ],
  [P.quizBlacklistStatus]: [{ customer_id: 1, customer_name: 'Ada Admin', quiz: [{ id: 1, name: 'Italy' }] }],
  [P.resourceLogs]: [
    { user_name: 'Ada Admin', company_name: 'Vigil Demo', type: '1', target: 'https://x.example', country_name: 'Italy', created_at: when },
  ],
  [P.cmrNotes]: { cmrNotes: [{ id: 1, text: '(Demo content) The first row of Crisis management room.' }] },
  '/elearning/get-overview': {
    video: { id: 1, title: 'Demo content: introduction', file_name: 'intro.webm', content_type: 'video/webm', captions: true },
    countries: [{ country_id: 7, quiz_id: 1, name: 'Italy', state: 'not_started' }],
  },
  '/quiz/get-quiz-detail': {
    quiz: { id: 1, name: 'Italy', questions: [{ id: 1, question: 'Which city is the capital of Italy?', correctAnswers: 1, options: [{ id: 1, option: 'Rome' }] }] },
    country: { id: 7, countryName: 'Italy', description: 'Demo content', video: [], pdf: [] },
    video: null,
    pdf: null,
    demo: true,
    state: 'not_started',
    attempts: 0,
    last_result: null,
    pass_score: 60,
    time_limit_ms: 10_000,
  },
  '/elearning/get-pass-score': { pass_score: 60 },
  '/srmt/getMyRequests': [{ id: 1, source: 'cte', country: 'Italy', status: 'sent', created_at: '2026-01-05T08:00:00.000Z' }],
};

/**
 * The least answer `call`'s declared schema accepts (TypeBox's Value.Create: empty lists, zeros, empty texts), for a
 * row with no answer in ANSWERS: a module added since (a scaffolded one) smokes without an edit here. A schema it
 * cannot satisfy so (a pattern) gets `{}`, which the schema refuses: such a row needs an answer in ANSWERS.
 */
function leastAnswer(call: SmokeCall): nock.ReplyBody {
  if (!call.endpoint) return {};
  try {
    return Value.Create(call.endpoint.answer) as nock.ReplyBody;
  } catch {
    return {};
  }
}

/**
 * Both backends answering every row of `table` as the contract says (backend, method and path from the row, a
 * file with its declared content type), recording what each call sent. A test passes `overrides` to make one
 * call misbehave. A row without an answer here gets the least its schema accepts.
 */
export function mockBackends(table: readonly SmokeCall[], overrides: Overrides = {}): { calls: RecordedCall[]; done(): void } {
  const calls: RecordedCall[] = [];
  const legacy = nock(LEGACY_ORIGIN);
  const modern = nock(NEW_ORIGIN);
  const record = (call: SmokeCall) =>
    function (this: nock.ReplyFnContext, uri: string, body: nock.Body): nock.ReplyBody {
      const authorization = this.req.headers.authorization;
      calls.push({ path: uri, body, ...(authorization ? { authorization: String(authorization) } : {}) });
      return ANSWERS[call.path] ?? leastAnswer(call);
    };
  for (const call of table) {
    const [scope, base] = call.backend === 'new' ? [modern, '/v2'] : [legacy, '/api'];
    const interceptor = scope[call.method === 'POST' ? 'post' : 'get']((uri) => uri.split('?')[0] === `${base}${call.path}`);
    const override = overrides[call.path];
    const fileType = call.endpoint ? binaryContentType(call.endpoint.answer) : undefined;
    if (override) override(interceptor);
    else interceptor.reply(200, record(call), fileType ? { 'content-type': fileType } : {});
  }
  return {
    calls,
    done: () => {
      legacy.done();
      modern.done();
    },
  };
}
