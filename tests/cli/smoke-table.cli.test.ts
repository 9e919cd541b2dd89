import type { SessionValue, SmokeCall } from '../../cli/smoke/smoke-call';
import { platformEndpoints } from '../../host/core/contract';
import { callFor, repositoryTable } from './support/smoke-rows';
import { SMOKE_PATHS as P, WRITING_PATHS } from './support/smoke-paths';

/** The table `vigil smoke` finds in the repository's contracts: its rows, their order and permissions. */
let SMOKE_TABLE: SmokeCall[];
beforeAll(async () => {
  SMOKE_TABLE = await repositoryTable();
});

const describeCall = (call: SmokeCall) => `${call.backend} ${call.method} ${call.path}`;

/** Every read of the platform and the modules, in the order the table ran them before it was found by discovery. */
const READS = [
  `legacy GET ${P.health}`,
  'legacy GET /health/live',
  'legacy GET /health/ready',
  `legacy POST ${P.checkLoginToken}`,
  `legacy GET ${P.companyDetail}`,
  `legacy POST ${P.frontendPermissions}`,
  `new GET ${P.countries}`,
  'legacy GET /general/getDetail',
  'legacy GET /zones/getData',
  'legacy GET /countries/getContinents',
  'legacy GET /countries/getContinentDetail',
  'legacy GET /countries/getContinentCountryList',
  'legacy GET /countries/getCountryDetail',
  'legacy GET /countries/getTime',
  'legacy GET /countries/getCountriesAvailable',
  'new GET /gpa/world-map.pdf',
  'legacy GET /news/getRisksCategories',
  'legacy GET /news/getList',
  'legacy GET /companies/getEmployees',
  'legacy GET /companies/getBuildings',
  'legacy GET /companies/getBuildingLocations',
  'legacy GET /logs/get-insurances',
  'legacy GET /quiz/get-quiz-list',
  'legacy GET /quiz/get-list-employees-available',
  'legacy GET /quiz/get-list-employees-quiz',
  'legacy GET /quiz/get-blacklist-status',
  'legacy GET /elearning/get-logs',
  'legacy GET /cmr/getCmrNotes',
  'legacy GET /elearning/get-overview',
  'legacy GET /quiz/get-quiz-detail',
  'legacy GET /elearning/get-pass-score',
  'legacy GET /srmt/getMyRequests',
];

/** The modules (and the platform, undefined) whose reads READS lists. */
let LISTED_MODULES: Set<string | undefined>;
beforeAll(() => {
  LISTED_MODULES = new Set(SMOKE_TABLE.slice(2).filter((call) => READS.includes(describeCall(call))).map((call) => call.module));
});

describe('the smoke table', () => {
  it('starts with sign-in and /auth, which produce the credentials of the other rows', () => {
    expect(SMOKE_TABLE.slice(0, 2).map(describeCall)).toEqual([
      'legacy POST /customers/loginCustomer',
      'new POST /auth',
    ]);
    expect(SMOKE_TABLE.every((call) => call.expected === 200)).toBe(true);
  });

  it('goes on with a row for every read the platform and the modules declare', () => {
    const rows = SMOKE_TABLE.slice(2);
    expect(rows.map(describeCall).filter((read) => READS.includes(read)).sort()).toEqual([...READS].sort());
    // Any other row is a declared read of a module added since READS was written (a scaffolded one), never a new
    // row of a module READS lists.
    for (const call of rows.filter((row) => !READS.includes(describeCall(row)))) {
      expect({ row: describeCall(call), listedModule: LISTED_MODULES.has(call.module), smoke: call.endpoint?.smoke !== undefined }).toEqual({
        row: describeCall(call),
        listedModule: false,
        smoke: true,
      });
    }
  });

  it("runs the platform's rows first, then each module's, modules by id, each in its declaration's order", () => {
    const rows = SMOKE_TABLE.slice(2);
    // By id: a platform call a plugin asks for (its `platformCalls`) is a copy with the granted permissions added.
    const platformIds = new Set(platformEndpoints.map((endpoint) => endpoint.id));
    const platformRows = rows.filter((call) => call.endpoint && platformIds.has(call.endpoint.id));
    expect(rows.slice(0, platformRows.length)).toEqual(platformRows);
    const modules = rows.slice(platformRows.length).map((call) => call.module ?? '');
    expect(modules).toEqual([...modules].sort());
    // Within a module the rows keep the order they had; only a row needing a kept value may move after its keeper.
    for (const module of LISTED_MODULES) {
      const own = rows.filter((call) => call.module === module).map(describeCall);
      expect({ module, rows: own }).toEqual({ module, rows: READS.filter((read) => own.includes(read)) });
    }
  });

  it("names each row's module by its endpoint id", () => {
    for (const call of SMOKE_TABLE.slice(2)) expect(call.endpoint?.id.startsWith(`${call.module}.`)).toBe(true);
    expect(callFor(SMOKE_TABLE, P.cmrNotes).module).toBe('cmr');
    expect(callFor(SMOKE_TABLE, P.quizList).module).toBe('quiz');
    expect(callFor(SMOKE_TABLE, P.zones).module).toBe('gpa');
    expect(callFor(SMOKE_TABLE, P.newsList).module).toBe('nat');
    expect(callFor(SMOKE_TABLE, P.insuranceClaims).module).toBe('insurance-claim');
  });

  it('never calls what writes, so it is safe against production', () => {
    expect(SMOKE_TABLE.filter((call) => WRITING_PATHS.includes(call.path))).toEqual([]);
    // The only POSTs are the sign-in, the token exchange and two reads the legacy API takes as POST (in the
    // order the platform declares them).
    const posts = SMOKE_TABLE.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(posts.slice(0, 2)).toEqual(['/customers/loginCustomer', '/auth']);
    expect(posts.slice(2).sort()).toEqual(['/customers/checkLoginToken', '/permissions/getFrontendPermissions']);
  });

  it("admits each module call for its declaration's own permission list, not a copy", () => {
    for (const call of SMOKE_TABLE.slice(2)) {
      const access = call.endpoint?.access;
      expect(call.allowedFor).toBe(typeof access === 'object' ? access.allowed : undefined);
    }
    expect(callFor(SMOKE_TABLE, P.generalDetail).allowedFor).toEqual(['admin', 'gpa', 'free']);
    expect(callFor(SMOKE_TABLE, P.continents).allowedFor).toEqual(['admin', 'gpa', 'free', 'nat', 'inf']);
    expect(callFor(SMOKE_TABLE, P.countryDetail).allowedFor).toEqual(['admin', 'gpa', 'free', 'gpa_detail']);
    expect(callFor(SMOKE_TABLE, P.worldMapPdf).allowedFor).toEqual(['admin', 'gpa', 'free']);
    expect(callFor(SMOKE_TABLE, P.newsList).allowedFor).toEqual(['admin', 'nat']);
    // tra's manifest opens the employee list to its users (platformCalls).
    expect(callFor(SMOKE_TABLE, P.employees).allowedFor).toEqual(['admin', 'tra']);
    expect(callFor(SMOKE_TABLE, P.quizList).allowedFor).toEqual(['admin', 'inf', 'gpa', 'gps', 'ops', 'free']);
    const open = [P.login, P.auth, P.health, P.checkLoginToken, P.companyDetail, P.frontendPermissions, P.countries];
    expect(open.map((pathName) => callFor(SMOKE_TABLE, pathName).allowedFor)).toEqual(open.map(() => undefined));
  });

  it('has every value a row needs produced by an earlier row', () => {
    const produced = new Set<SessionValue>();
    const unmet: string[] = [];
    for (const call of SMOKE_TABLE) {
      unmet.push(...call.needs.filter((value) => !produced.has(value)).map((value) => `${call.path} needs ${value}`));
      call.produces?.forEach((value) => produced.add(value));
    }
    expect(unmet).toEqual([]);
    expect([...produced].sort()).toEqual(['continentId', 'countryId', 'email', 'infCountryId', 'jwt', 'loginToken', 'permissions']);
  });
});
