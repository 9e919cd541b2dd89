import { ACCOUNT_PATHS, LEGACY_PATHS } from '../../host/core/api-contract';
import { SUCCESS_MESSAGES, VALIDATION_MESSAGES as M } from '../../host/core/messages';
import { SERVER_MESSAGES, serverMessage } from '../../host/core/server-messages';
import {
  addEmployee,
  deleteEmployee,
  getBuildings,
  getEmployees,
  PERSONNEL_MESSAGES,
  type AddEmployeeAnswer,
  type Building,
} from '../../host/core/contract/personnel';
import { CONFIRM_REGISTRATION_PATH } from '../../host/server/mail/account-mails';
import type { MailService } from '../../host/server/mail/mail-service';
import { DEMO_EMPLOYEES, DEMO_PROJECTS } from '../../host/server/personnel/seed-demo-personnel';
import { DEMO_ACCOUNTS } from '../../host/server/seed/demo-accounts';
import { MAIL_NOT_SENT } from '../support/logged-errors';
import { startTestServer, type TestServer } from '../support/test-server';
import { dataUri, imageBytes, lastMailTo, tokenMailedTo } from './support/account-fixtures';
import { credentials, legacyGet, legacyPost, type Fields } from './support/legacy-request';
import { employeesSeenBy, idOf, otherCompany, projectIds } from './support/personnel-fixtures';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ plugins: [] });
  admin = await server.login('admin', 'Vigil-admin-1');
}, 60_000);
afterAll(async () => server?.close());

const add = (token: string, fields: Fields) => legacyPost(server, addEmployee.path, { ...credentials(server, token), ...fields });
const remove = (token: string, employee: string) => legacyPost(server, deleteEmployee.path, { ...credentials(server, token), employee });

const newEmployee = (overrides: Fields = {}): Fields => ({
  name: 'Grace',
  surname: 'Hopper',
  email: 'grace.hopper@demo.vigil.example',
  phone: '+1 555 0141',
  ...overrides,
});

describe('getEmployees', () => {
  test('answers the company personnel with what the list shows, sorted by surname', async () => {
    const employees = await employeesSeenBy(server, admin);
    const usernames = employees.map((employee) => employee.username);
    expect(usernames).toEqual(expect.arrayContaining([...DEMO_ACCOUNTS.map((a) => a.username), ...DEMO_EMPLOYEES.map((e) => e.username)]));
    const surnames = employees.map((employee) => employee.surname);
    expect(surnames).toEqual([...surnames].sort((a, b) => a.localeCompare(b, 'en')));
    const projects = await projectIds(server);
    expect(employees.find((employee) => employee.username === 'admin')).toEqual({
      id: await idOf(server, 'admin'), name: 'Ada', surname: 'Admin', email: 'admin@demo.vigil.example', username: 'admin', media: null,
      permission: ['admin'], building: [{ label: 'Milan HQ', value: projects['Milan HQ'] }], isTrackingEnable: false, hidden: false,
      politicalriskvisible: true, language: 'en', countryName: 'Italy', countryCode: 'IT', last_login: expect.any(String), areYou: true, registered: true,
    });
    expect(employees.find((employee) => employee.username === 'analyst')).toMatchObject({
      permission: ['gpa', 'gpa_detail', 'nat', 'inf'], areYou: false, countryName: 'United Kingdom',
      building: [{ label: 'Jakarta office', value: projects['Jakarta office'] }, { label: 'Milan HQ', value: projects['Milan HQ'] }],
    });
    expect(employees.find((employee) => employee.username === 'kwame.mensah')).toMatchObject({ hidden: true, countryName: 'Ghana' });
    expect(employees.find((employee) => employee.username === 'elena.garcia')).toMatchObject({ building: [], politicalriskvisible: false });
  });

  test('is for admins of the company only', async () => {
    const analyst = await server.login('analyst', 'Vigil-analyst-1');
    expect((await legacyGet(server, getEmployees.path, credentials(server, analyst))).statusCode).toBe(403);
    expect((await legacyGet(server, getEmployees.path, { app_token: server.appToken })).statusCode).toBe(401);
    const { employeeId } = await otherCompany(server);
    expect((await employeesSeenBy(server, admin)).some((employee) => employee.id === employeeId)).toBe(false);
  });
});

describe('getBuildings', () => {
  // Other permissions are the modules' to ask for: platform-call-grants.server.test.ts.
  test('answers the projects of the caller company as {label, value}, by GET and POST, for admin', async () => {
    const projects = await projectIds(server);
    const expected: Building[] = [...DEMO_PROJECTS].sort().map((label) => ({ label, value: projects[label] ?? 0 }));
    const byGet = await legacyGet(server, getBuildings.path, credentials(server, admin));
    expect(byGet.json()).toEqual(expected);
    expect((await legacyPost(server, getBuildings.path, credentials(server, admin))).json()).toEqual(expected);


    const analyst = await server.login('analyst', 'Vigil-analyst-1');
    expect((await legacyGet(server, getBuildings.path, credentials(server, analyst))).statusCode).toBe(403);
  });
});

describe('addEmployee', () => {
  test.each([
    ['name', { name: '' }, M.required],
    ['name', { name: 'R2D2' }, M.privateName],
    ['surname', { surname: 'O-Neil' }, M.privateName],
    ['email', { email: '' }, M.required],
    ['email', { email: 'grace@' }, M.email],
    ['phone', { phone: '' }, M.required],
    ['phone', { phone: 'call me' }, M.phone],
  ])('refuses a bad %s with the form message', async (field, overrides, message) => {
    expect((await add(admin, newEmployee(overrides))).json()).toMatchObject({ statusCode: 400, field, message });
  });

  test('refuses unknown permissions, projects of another company, unknown countries, a taken email and a bad image', async () => {
    const { buildingId } = await otherCompany(server);
    // The fourth item: a coded message's code and params (host/core/server-messages.ts).
    const cases: Array<[Fields, string, string, Record<string, unknown>?]> = [
      [{ permission: 'gpa,root' }, 'permission', serverMessage('unknownPermission', { value: 'root' }).message, { code: 'unknownPermission', params: { value: 'root' } }],
      [{ permission: 'all' }, 'permission', serverMessage('unknownPermission', { value: 'all' }).message, { code: 'unknownPermission', params: { value: 'all' } }],
      [{ building: String(buildingId) }, 'building', serverMessage('unknownProject', { value: buildingId }).message, { code: 'unknownProject', params: { value: buildingId } }],
      [{ building: 'x' }, 'building', 'Not a valid id: building', { code: 'notValidId', params: { field: 'building' } }],
      [{ country: '999999' }, 'country', serverMessage('unknownCountryValue', { value: '999999' }).message, { code: 'unknownCountryValue', params: { value: 999999 } }],
      [{ email: 'ANALYST@demo.vigil.example' }, 'email', 'This email is already registered', { code: 'emailTaken' }],
      [{ image: 'data:text/plain;base64,aGk=' }, 'image', 'The image must be a PNG, JPEG or WebP data URI', { code: 'imageFormat' }],
    ];
    for (const [overrides, field, message, coded] of cases) {
      expect({ overrides, answer: (await add(admin, newEmployee(overrides))).json() }).toEqual({
        overrides, answer: { statusCode: 400, error: 'Bad Request', field, message, ...coded },
      });
    }
    expect((await server.server.db.selectFrom('customers').select('id').where('email', '=', 'grace.hopper@demo.vigil.example').execute())).toEqual([]);
  });

  test('is for admins only', async () => {
    const analyst = await server.login('analyst', 'Vigil-analyst-1');
    expect((await add(analyst, newEmployee())).statusCode).toBe(403);
  });

  test('creates an unconfirmed employee of the company, mails the registration link, and the link sets username and password', async () => {
    const projects = await projectIds(server);
    const italy = await server.server.db.selectFrom('countries').select('id').where('iso2', '=', 'IT').executeTakeFirstOrThrow();
    const image = dataUri('image/png', imageBytes('png'));
    // Lists as repeated keys (permission) and as one comma list (building).
    const body = new URLSearchParams({ ...credentials(server, admin), ...newEmployee({ country: String(italy.id), image }) });
    body.append('permission', 'ops');
    body.append('permission', 'gpa');
    body.append('building', `${projects['Milan HQ']},${projects['Lagos plant']}`);
    const response = await server.app.inject({
      method: 'POST', url: `/api${addEmployee.path}`, payload: body.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<AddEmployeeAnswer>();
    expect(answer).toEqual({
      message: PERSONNEL_MESSAGES.employeeAdded,
      employee: {
        id: expect.any(Number), name: 'Grace', surname: 'Hopper', email: 'grace.hopper@demo.vigil.example', username: '',
        media: expect.stringMatching(/^\/media\/avatar\/[\w-]+\.png\?v=\d+$/), permission: ['gpa', 'ops'],
        building: [{ label: 'Lagos plant', value: projects['Lagos plant'] }, { label: 'Milan HQ', value: projects['Milan HQ'] }],
        isTrackingEnable: false, hidden: false, politicalriskvisible: true, language: 'en', countryName: 'Italy', countryCode: 'IT', last_login: null,
        areYou: false, registered: false,
      },
    });
    expect((await employeesSeenBy(server, admin)).find((employee) => employee.id === answer.employee.id)).toEqual(answer.employee);

    const mail = await lastMailTo(server, 'grace.hopper@demo.vigil.example');
    expect(mail.subject).toBe('Confirm your Vigil registration');
    expect(mail.text).toContain('Hello Grace,');

    const token = await tokenMailedTo(server, 'grace.hopper@demo.vigil.example', CONFIRM_REGISTRATION_PATH);
    const confirmed = await legacyPost(server, ACCOUNT_PATHS.confirmRegistration, {
      registration_token: token, username: 'grace', password: 'Grace-pass-1', password_confirm: 'Grace-pass-1',
    });
    expect(confirmed.json()).toEqual({ message: SUCCESS_MESSAGES.accountConfirmed });
    const grace = await server.login('grace', 'Grace-pass-1');
    const session = (await legacyPost(server, LEGACY_PATHS.checkLoginToken, credentials(server, grace))).json();
    expect(session).toMatchObject({ name: 'Grace', permission: ['gpa', 'ops'], company: 'Vigil Demo Co. (demo data)', privacyCheckedDate: null });
    expect((await employeesSeenBy(server, admin)).find((employee) => employee.id === answer.employee.id)).toMatchObject({
      username: 'grace', registered: true, last_login: expect.any(String),
    });
  });

  test('an employee without the optional fields has no permission, project or nationality', async () => {
    const response = await add(admin, newEmployee({ name: 'Alan Mathison', surname: 'Turing', email: 'alan@demo.vigil.example', permission: '', building: '', country: '' }));
    expect(response.json<AddEmployeeAnswer>().employee).toMatchObject({ name: 'Alan Mathison', permission: [], building: [], countryName: null, media: null });
  });
});

describe('addEmployee when the mail cannot be sent', () => {
  test('answers 503 and leaves no account behind', async () => {
    const failing: MailService = { send: async () => Promise.reject(new Error('SMTP down')) };
    const offline = await startTestServer({ plugins: [], mail: failing, expectedErrors: [MAIL_NOT_SENT] });
    try {
      const token = await offline.login('admin', 'Vigil-admin-1');
      const response = await legacyPost(offline, addEmployee.path, { ...credentials(offline, token), ...newEmployee() });
      expect(response.statusCode).toBe(503);
      const left = await offline.server.db.selectFrom('customers').select('id').where('email', '=', 'grace.hopper@demo.vigil.example').execute();
      expect(left).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});

describe('deleteEmployee', () => {
  test('deletes an employee of the company: the list loses them and their sessions end', async () => {
    const added = (await add(admin, newEmployee({ name: 'Linus', surname: 'Deleted', email: 'linus@demo.vigil.example' }))).json<AddEmployeeAnswer>();
    const marco = await idOf(server, 'marco.bianchi');
    const { db } = server.server;
    await db.updateTable('customers').set({ password_hash: (await db.selectFrom('customers').select('password_hash').where('username', '=', 'visitor').executeTakeFirstOrThrow()).password_hash }).where('id', '=', marco).execute();
    const marcoToken = await server.login('marco.bianchi', 'Vigil-visitor-1');

    for (const id of [added.employee.id, marco]) {
      const response = await remove(admin, String(id));
      expect(response.json()).toEqual({ message: 'Employee delete with success' });
    }
    const left = (await employeesSeenBy(server, admin)).map((employee) => employee.id);
    expect(left).not.toContain(added.employee.id);
    expect(left).not.toContain(marco);
    expect((await legacyPost(server, LEGACY_PATHS.checkLoginToken, credentials(server, marcoToken))).statusCode).toBe(401);
    expect((await remove(admin, String(marco))).json()).toMatchObject({ statusCode: 404, field: 'employee' });
  });

  test('refuses oneself, another company, a bad id and non-admins', async () => {
    expect((await remove(admin, String(await idOf(server, 'admin')))).json()).toMatchObject({
      statusCode: 400, field: 'employee', message: SERVER_MESSAGES.notYourself,
    });
    const { employeeId } = await otherCompany(server);
    expect((await remove(admin, String(employeeId))).statusCode).toBe(404);
    expect((await server.server.db.selectFrom('customers').select('id').where('id', '=', employeeId).execute()).length).toBe(1);
    expect((await remove(admin, 'abc')).json()).toMatchObject({ statusCode: 400, field: 'employee' });
    const analyst = await server.login('analyst', 'Vigil-analyst-1');
    expect((await remove(analyst, String(await idOf(server, 'visitor')))).statusCode).toBe(403);
  });
});
