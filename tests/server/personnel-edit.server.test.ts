import type { CustomerSession, EmployeeDetail } from '../../host/core/api-contract';
import { ACCOUNT_PATHS, LEGACY_PATHS, NEW_API_PATHS } from '../../host/core/api-contract';
import { VALIDATION_MESSAGES as M } from '../../host/core/messages';
import type { PersonnelEditAnswer } from '../../host/core/contract/personnel';
import { SERVER_MESSAGES, serverMessage } from '../../host/core/server-messages';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyGet, legacyPost, type Fields } from './support/legacy-request';
import { idOf, otherCompany, projectIds } from './support/personnel-fixtures';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ plugins: [] });
  admin = await server.login('admin', 'Vigil-admin-1');
}, 60_000);
afterAll(async () => server?.close());

const edit = (token: string, fields: Fields) => legacyPost(server, ACCOUNT_PATHS.editEmployee, { ...credentials(server, token), ...fields });
const session = (token: string) => legacyPost(server, LEGACY_PATHS.checkLoginToken, credentials(server, token));
const signIn = (username: string, password: string) => legacyPost(server, LEGACY_PATHS.login, { username, password });

describe('editEmployee: permissions and projects', () => {
  test('saves both lists together; the employee session has the new permissions at once', async () => {
    const projects = await projectIds(server);
    const analystId = await idOf(server, 'analyst');
    const analyst = await server.login('analyst', 'Vigil-analyst-1');
    await session(analyst); // cached session
    const response = await edit(admin, { customer: String(analystId), permission: 'ops,gpa', building: String(projects['Lagos plant']) });
    expect(response.statusCode).toBe(200);
    const answer = response.json<PersonnelEditAnswer>();
    expect(answer.message).toBe('Your edit was successful');
    expect(answer.employee).toMatchObject({
      id: analystId, username: 'analyst', permission: ['gpa', 'ops'], building: [{ label: 'Lagos plant', value: projects['Lagos plant'] }],
    });
    expect((await session(analyst)).json<CustomerSession>().permission).toEqual(['gpa', 'ops']);

    // Repeated keys work the same; no building clears the projects.
    const body = new URLSearchParams({ ...credentials(server, admin), customer: String(analystId), building: '' });
    for (const permission of ['gpa', 'gpa_detail', 'nat', 'inf']) body.append('permission', permission);
    const again = await server.app.inject({
      method: 'POST', url: `/api${ACCOUNT_PATHS.editEmployee}`, payload: body.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.json<PersonnelEditAnswer>().employee).toMatchObject({ permission: ['gpa', 'gpa_detail', 'nat', 'inf'], building: [] });
    await edit(admin, { customer: String(analystId), permission: 'gpa,gpa_detail,nat,inf', building: `${projects['Milan HQ']},${projects['Jakarta office']}` });
  });

  test('permission is required and known; projects are the company own', async () => {
    const visitorId = String(await idOf(server, 'visitor'));
    const { buildingId, employeeId } = await otherCompany(server);
    expect((await edit(admin, { customer: visitorId, permission: '', building: '' })).json()).toMatchObject({
      statusCode: 400, field: 'permission', message: M.required,
    });
    expect((await edit(admin, { customer: visitorId, building: '' })).json()).toMatchObject({ statusCode: 400, field: 'permission' });
    expect((await edit(admin, { customer: visitorId, permission: 'free,*' })).json()).toMatchObject({
      statusCode: 400, field: 'permission', message: serverMessage('unknownPermission', { value: '*' }).message,
    });
    expect((await edit(admin, { customer: visitorId, permission: 'free', building: String(buildingId) })).json()).toMatchObject({
      statusCode: 400, field: 'building',
    });
    expect((await edit(admin, { customer: String(employeeId), permission: 'free' })).statusCode).toBe(404);
  });

  test('an admin keeps their own admin permission; a non-admin changes none, not even their own', async () => {
    expect((await edit(admin, { customer: String(await idOf(server, 'admin')), permission: 'gpa' })).json()).toMatchObject({
      statusCode: 400, field: 'permission', message: SERVER_MESSAGES.ownAdmin,
    });
    expect((await edit(admin, { permission: 'admin,gpa' })).json<PersonnelEditAnswer>().employee.permission).toEqual(['admin', 'gpa']);
    await edit(admin, { permission: 'admin' });
    const visitor = await server.login('visitor', 'Vigil-visitor-1');
    expect((await edit(visitor, { permission: 'admin' })).statusCode).toBe(403);
    expect((await edit(visitor, { hidden: '0' })).statusCode).toBe(403);
  });
});

describe('editEmployee: flags', () => {
  test('tracking and political risk visibility, each as 1 or 0', async () => {
    const traveller = String(await idOf(server, 'traveller'));
    expect((await edit(admin, { customer: traveller, isTrackingEnable: '0' })).json<PersonnelEditAnswer>().employee.isTrackingEnable).toBe(false);
    expect((await edit(admin, { customer: traveller, isTrackingEnable: '1' })).json<PersonnelEditAnswer>().employee.isTrackingEnable).toBe(true);
    expect((await edit(admin, { customer: traveller, politicalriskvisible: '0' })).json<PersonnelEditAnswer>().employee).toMatchObject({
      politicalriskvisible: false, isTrackingEnable: true,
    });
    expect((await edit(admin, { customer: traveller, politicalriskvisible: '1' })).json<PersonnelEditAnswer>().employee.politicalriskvisible).toBe(true);
    expect((await edit(admin, { customer: traveller, hidden: 'yes' })).json()).toMatchObject({
      statusCode: 400, field: 'hidden', message: serverMessage('flagValue', { field: 'hidden' }).message,
    });
  });

  test('hidden disables: sessions end at once and sign-in is refused with a clear 403, until enabled again', async () => {
    const traveller = String(await idOf(server, 'traveller'));
    const token = await server.login('traveller', 'Vigil-traveller-1');
    await session(token); // cached session
    const auth = await server.app.inject({ method: 'POST', url: `/v2${NEW_API_PATHS.auth}`, payload: { email: 'traveller@demo.vigil.example', password: token } });
    expect(auth.statusCode).toBe(200);

    expect((await edit(admin, { customer: traveller, hidden: '1' })).json<PersonnelEditAnswer>().employee.hidden).toBe(true);
    expect((await session(token)).statusCode).toBe(401);
    const refused = await signIn('traveller', 'Vigil-traveller-1');
    expect(refused.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: SERVER_MESSAGES.accountDisabled, code: 'accountDisabled' });
    // A wrong password is still only a wrong password: the state is told only to whoever knows the right one.
    expect((await signIn('traveller', 'wrong')).statusCode).toBe(401);
    const reauth = await server.app.inject({ method: 'POST', url: `/v2${NEW_API_PATHS.auth}`, payload: { email: 'traveller@demo.vigil.example', password: token } });
    expect(reauth.statusCode).toBe(401);
    // The detail an admin opens says so too.
    const detail = await legacyGet(server, ACCOUNT_PATHS.employeeDetail, { ...credentials(server, admin), employee: traveller });
    expect(detail.json<EmployeeDetail>().hidden).toBe(true);

    expect((await edit(admin, { customer: traveller, hidden: '0' })).json<PersonnelEditAnswer>().employee.hidden).toBe(false);
    expect((await signIn('traveller', 'Vigil-traveller-1')).statusCode).toBe(200);
  });

  test('an admin cannot disable themself', async () => {
    const own = await edit(admin, { customer: String(await idOf(server, 'admin')), hidden: '1' });
    expect(own.json()).toMatchObject({ statusCode: 400, field: 'hidden', message: SERVER_MESSAGES.notYourself });
    expect((await session(admin)).statusCode).toBe(200);
  });
});

describe('getEmployeeDetail: personnel fields', () => {
  test('adds nationality, platform code, permissions, projects, flags and registration date to the existing fields', async () => {
    const projects = await projectIds(server);
    const response = await legacyGet(server, ACCOUNT_PATHS.employeeDetail, { ...credentials(server, admin), employee: String(await idOf(server, 'analyst')) });
    const detail = response.json<EmployeeDetail>();
    expect(detail).toMatchObject({
      username: 'analyst', name: 'Ann', areYou: false, docs: [], alerts: expect.any(Array),
      nationality: { id: expect.any(Number), name: 'United Kingdom' },
      employee_id: 'VDC-002',
      permission: [{ label: 'GPA', value: 'gpa' }, { label: 'GPA detail', value: 'gpa_detail' }, { label: 'NAT', value: 'nat' }, { label: 'INF', value: 'inf' }],
      building: [{ label: 'Jakarta office', value: projects['Jakarta office'] }, { label: 'Milan HQ', value: projects['Milan HQ'] }],
      isTrackingEnable: false, politicalriskvisible: true, hidden: false, registration_date: expect.any(String),
    });
  });

  test('the own account edits still work beside the admin variants', async () => {
    const visitor = await server.login('visitor', 'Vigil-visitor-1');
    const fields = { name: 'Vera', surname: 'Visitor', username: 'visitor', email: 'visitor@demo.vigil.example', phone: '+1 555 0104', language: 'en' };
    expect((await edit(visitor, fields)).json()).toEqual({ message: 'Your edit was successful' });
    expect((await edit(visitor, { password: 'x', confirm_password: 'y' })).json()).toMatchObject({ statusCode: 400, field: 'password' });
  });
});
