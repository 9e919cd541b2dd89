import type { CustomerSession, EditEmployeeAnswer, EmployeeDetail } from '../../host/core/api-contract';
import { ACCOUNT_MESSAGES, ACCOUNT_SECURITY_MESSAGES as S, VALIDATION_MESSAGES as M } from '../../host/core/messages';
import { editEmployee, getEmployeeDetail } from '../../host/core/contract/profile';
import { checkLoginToken } from '../../host/core/contract/session';
import { DEMO_NOTIFICATIONS } from '../../host/server/seed/demo-account-content';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyGet, legacyPost, type Fields } from './support/legacy-request';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ plugins: [] });
}, 60_000);
afterAll(async () => server?.close());

const idOf = async (username: string) =>
  (await server.server.db.selectFrom('customers').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
const detail = (token: string, fields: Fields = {}) => legacyGet(server, getEmployeeDetail.path, { ...credentials(server, token), ...fields });
const edit = (token: string, fields: Fields) => legacyPost(server, editEmployee.path, { ...credentials(server, token), ...fields });

const accountForm = (overrides: Fields = {}): Fields => ({
  name: 'Vera',
  surname: 'Visitor',
  username: 'visitor',
  email: 'visitor@demo.vigil.example',
  phone: '+1 555 0104',
  foreign_phone: '',
  language: 'en',
  ...overrides,
});

describe('getEmployeeDetail', () => {
  test('answers the signed-in user with the previous sign-in and their notifications, newest first', async () => {
    await server.login('analyst', 'Vigil-analyst-1');
    const token = await server.login('analyst', 'Vigil-analyst-1');
    const row = await server.server.db.selectFrom('customers').select(['last_login_at', 'previous_login_at']).where('username', '=', 'analyst').executeTakeFirstOrThrow();
    const response = await detail(token);
    expect(response.statusCode).toBe(200);
    const employee = response.json<EmployeeDetail>();
    expect(employee).toMatchObject({
      id: await idOf('analyst'), name: 'Ann', surname: 'Analyst', username: 'analyst', email: 'analyst@demo.vigil.example',
      phone: '+1 555 0102', foreign_phone: '', language: 'en', media: null, areYou: true, docs: [],
    });
    expect(employee.last_login).toBe(row.previous_login_at);
    expect(employee.last_login).not.toBeNull();
    expect(employee.last_login! < row.last_login_at!).toBe(true);
    expect(employee.alerts.map((alert) => alert.content)).toEqual([...DEMO_NOTIFICATIONS]);
    expect(employee.alerts[0]).toEqual({
      id: expect.any(Number), content: DEMO_NOTIFICATIONS[0], image: null, last_update: expect.any(String), isRead: false,
      // The platform's own notification: a plain message from nobody (the pickup fields: tests/server/messages-send).
      kind: 'message', sender: null, date: null, airport: null, location: null, driver: null, driverDetail: null, company: null, vhl: null,
    });
    expect((await legacyPost(server, getEmployeeDetail.path, { ...credentials(server, token), employee: String(employee.id) })).json()).toEqual(employee);
  });

  test('another employee only for an admin of the same company', async () => {
    const admin = await server.login('admin', 'Vigil-admin-1');
    const visitorId = await idOf('visitor');
    const seen = await detail(admin, { employee: String(visitorId) });
    expect(seen.json<EmployeeDetail>()).toMatchObject({ id: visitorId, username: 'visitor', areYou: false });
    expect((await detail(admin, { employee: '99999' })).statusCode).toBe(404);
    expect((await detail(admin, { employee: 'abc' })).json()).toMatchObject({ statusCode: 400, field: 'employee' });
    const visitor = await server.login('visitor', 'Vigil-visitor-1');
    const refused = await detail(visitor, { employee: String(await idOf('admin')) });
    expect(refused.statusCode).toBe(403);
  });

  test('needs a session', async () => {
    expect((await legacyGet(server, getEmployeeDetail.path, { app_token: server.appToken })).statusCode).toBe(401);
  });
});

describe('editEmployee: account fields', () => {
  test('saves the fields; the session answers them at once; a new email waits for its confirmation', async () => {
    const token = await server.login('visitor', 'Vigil-visitor-1');
    await legacyPost(server, checkLoginToken.path, credentials(server, token)); // cached session
    const response = await edit(token, accountForm({ name: 'Verena', foreign_phone: '+39 06 555 0100', language: 'it', email: 'Vera@Example.com' }));
    expect(response.statusCode).toBe(200);
    // Issue 13: the email changes only once the link mailed to the new address is opened (email-change.server.test.ts).
    expect(response.json()).toEqual({ message: 'Your edit was successful', pending_email: 'vera@example.com' });
    const session = (await legacyPost(server, checkLoginToken.path, credentials(server, token))).json<CustomerSession>();
    expect(session).toMatchObject({ name: 'Verena', language: 'it', email: 'visitor@demo.vigil.example' });
    expect((await detail(token)).json<EmployeeDetail>()).toMatchObject({ foreign_phone: '+39 06 555 0100', language: 'it' });
    await edit(token, accountForm());
  });

  test.each([
    ['name', { name: '' }, M.required],
    ['surname', { surname: '' }, M.required],
    ['username', { username: 'two words' }, M.noSpace],
    ['email', { email: 'nope' }, M.email],
    ['phone', { phone: '' }, M.required],
    ['phone', { phone: 'call me' }, M.phone],
    ['foreign_phone', { foreign_phone: 'abc' }, M.phone],
    ['language', { language: 'de' }, M.required],
  ])('refuses a bad %s with the form message', async (field, overrides, message) => {
    const token = await server.login('visitor', 'Vigil-visitor-1');
    expect((await edit(token, accountForm(overrides))).json()).toMatchObject({ statusCode: 400, field, message });
  });

  test("refuses a username of another account; another account's email is answered as a free one", async () => {
    const token = await server.login('visitor', 'Vigil-visitor-1');
    expect((await edit(token, accountForm({ username: 'admin' }))).json()).toMatchObject({ field: 'username', message: 'This username is already taken' });
    // Issue 13: telling a signed-in user that an address has an account would let them look addresses up.
    const taken = await edit(token, accountForm({ email: 'admin@demo.vigil.example' }));
    expect(taken.json()).toEqual({ message: 'Your edit was successful', pending_email: 'admin@demo.vigil.example' });
    const row = await server.server.db.selectFrom('customers').select('email').where('username', '=', 'visitor').executeTakeFirstOrThrow();
    expect(row.email).toBe('visitor@demo.vigil.example');
  });

  test('editing someone else needs admin', async () => {
    const visitor = await server.login('visitor', 'Vigil-visitor-1');
    const refused = await edit(visitor, { ...accountForm({ username: 'newcomer', email: 'newcomer@demo.vigil.example' }), customer: String(await idOf('newcomer')) });
    expect(refused.statusCode).toBe(403);
    const admin = await server.login('admin', 'Vigil-admin-1');
    const fields = { name: 'Ned', surname: 'Renamed', username: 'newcomer', email: 'newcomer@demo.vigil.example', phone: '+1 555 0105', language: 'en' };
    expect((await edit(admin, { ...fields, customer: String(await idOf('newcomer')) })).statusCode).toBe(200);
    const row = await server.server.db.selectFrom('customers').select('surname').where('username', '=', 'newcomer').executeTakeFirstOrThrow();
    expect(row.surname).toBe('Renamed');
  });
});

describe('editEmployee: password', () => {
  test.each([
    [{ password: '', confirm_password: '' }, ACCOUNT_MESSAGES.password_error],
    [{ password: 'Good-pass-1' }, ACCOUNT_MESSAGES.password_error],
    [{ password: '   ', confirm_password: '   ' }, ACCOUNT_MESSAGES.password_error],
    [{ password: 'Good-pass-1', confirm_password: 'Good-pass-2' }, ACCOUNT_MESSAGES.password_not_match],
    [{ password: 'weakpass', confirm_password: 'weakpass' }, M.passwordNumber],
  ])('refuses %j', async (fields, message) => {
    const token = await server.login('traveller', 'Vigil-traveller-1');
    expect((await edit(token, fields)).json()).toMatchObject({ statusCode: 400, field: 'password', message });
  });

  test('needs the current password: without it or with a wrong one nothing changes and no session ends', async () => {
    const other = await server.login('analyst', 'Vigil-analyst-1');
    const token = await server.login('analyst', 'Vigil-analyst-1');
    const change = { password: 'Brand-new-pass-5', confirm_password: 'Brand-new-pass-5' };
    const refusals: Array<[Fields, string, string]> = [
      [change, S.currentPasswordMissing, 'currentPasswordMissing'],
      [{ ...change, current_password: '   ' }, S.currentPasswordMissing, 'currentPasswordMissing'],
      [{ ...change, current_password: 'Vigil-analyst-2' }, S.currentPasswordWrong, 'currentPasswordWrong'],
      // Another account's password is as wrong as any.
      [{ ...change, current_password: 'Vigil-admin-1' }, S.currentPasswordWrong, 'currentPasswordWrong'],
    ];
    for (const [fields, message, code] of refusals) {
      expect((await edit(token, fields)).json()).toEqual({ statusCode: 400, error: 'Bad Request', field: 'current_password', message, code });
    }
    const status = async (value: string) => (await legacyPost(server, checkLoginToken.path, credentials(server, value))).statusCode;
    expect(await status(other)).toBe(200);
    expect(await status(token)).toBe(200);
    await expect(server.login('analyst', 'Brand-new-pass-5')).rejects.toThrow('401');
    expect(await server.login('analyst', 'Vigil-analyst-1')).toBeTruthy();
  });

  test("an admin setting someone else's password gives the admin's own current password, not theirs", async () => {
    const admin = await server.login('admin', 'Vigil-admin-1');
    const customer = String(await idOf('visitor'));
    const fields = { customer, password: 'Admin-chosen-7', confirm_password: 'Admin-chosen-7', current_password: 'Vigil-visitor-1' };
    expect((await edit(admin, fields)).json()).toMatchObject({ statusCode: 400, field: 'current_password', message: S.currentPasswordWrong });
    await expect(server.login('visitor', 'Admin-chosen-7')).rejects.toThrow('401');
  });

  test('changes it, ends the other sessions and answers a new login token', async () => {
    const other = await server.login('traveller', 'Vigil-traveller-1');
    const token = await server.login('traveller', 'Vigil-traveller-1');
    const response = await edit(token, { password: 'Changed-pass-1', confirm_password: 'Changed-pass-1', current_password: 'Vigil-traveller-1' });
    expect(response.statusCode).toBe(200);
    const answer = response.json<EditEmployeeAnswer>();
    expect(answer).toEqual({ message: 'Password change successfull', login_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const status = async (value: string) => (await legacyPost(server, checkLoginToken.path, credentials(server, value))).statusCode;
    expect(await status(other)).toBe(401);
    expect(await status(token)).toBe(401);
    expect(await status(answer.login_token ?? '')).toBe(200);
    expect(await server.login('traveller', 'Changed-pass-1')).toBeTruthy();
  });

  test("an admin changing someone else's password ends their sessions and gets no token", async () => {
    const admin = await server.login('admin', 'Vigil-admin-1');
    const theirs = await server.login('newcomer', 'Vigil-newcomer-1');
    const fields = { password: 'Admin-set-1', confirm_password: 'Admin-set-1', current_password: 'Vigil-admin-1' };
    const response = await edit(admin, { customer: String(await idOf('newcomer')), ...fields });
    expect(response.json()).toEqual({ message: 'Password change successfull' });
    expect((await legacyPost(server, checkLoginToken.path, credentials(server, theirs))).statusCode).toBe(401);
    expect((await legacyPost(server, checkLoginToken.path, credentials(server, admin))).statusCode).toBe(200);
    expect(await server.login('newcomer', 'Admin-set-1')).toBeTruthy();
  });
});
