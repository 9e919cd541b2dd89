import { PERSON_FIELD_LIMITS } from '../../host/core/contract/person-fields';
import { addEmployee, deleteEmployee, PERSONNEL_FIELD_LIMITS } from '../../host/core/contract/personnel';
import { editEmployee } from '../../host/core/contract/profile';
import { INPUT_MESSAGES } from '../../host/core/endpoints';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyPost, type Fields } from './support/legacy-request';
import { idOf } from './support/personnel-fixtures';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ plugins: [] });
  admin = await server.login('admin', 'Vigil-admin-1');
}, 60_000);
afterAll(async () => server?.close());

const EMAIL = 'bounded@demo.vigil.example';
const newEmployee = (overrides: Fields): Fields => ({ name: 'Grace', surname: 'Hopper', email: EMAIL, phone: '+1 555 0141', ...overrides });
const tooLong = (max: number): string => 'a'.repeat(max + 1);
/** A refusal's English text and its code, with the params besides the field (host/core/server-messages.ts). */
interface Expected {
  message: string;
  code: string;
  params: Record<string, number>;
}
const long = (max: number): Expected => ({ message: INPUT_MESSAGES.tooLong(max), code: 'tooLong', params: { max } });
const control: Expected = { message: INPUT_MESSAGES.controlCharacters, code: 'controlCharacters', params: {} };
const badId: Expected = { message: 'Not a valid id', code: 'notValidId', params: {} };
const refusal = (field: string, expected: Expected) => ({
  statusCode: 400,
  error: 'Bad Request',
  field,
  message: `${expected.message}: ${field}`,
  code: expected.code,
  params: { ...expected.params, field },
});

describe('personnel inputs are bounded and refuse control characters, before the handler', () => {
  test.each([
    ['name', tooLong(PERSON_FIELD_LIMITS.name), long(PERSON_FIELD_LIMITS.name)],
    ['surname', 'Hop\u0007per', control],
    ['email', `${tooLong(PERSON_FIELD_LIMITS.email)}@x.example`, long(PERSON_FIELD_LIMITS.email)],
    ['phone', tooLong(PERSON_FIELD_LIMITS.phone), long(PERSON_FIELD_LIMITS.phone)],
    ['phone', '+1 555\n0141', control],
    ['permission', tooLong(PERSONNEL_FIELD_LIMITS.permissionList), long(PERSONNEL_FIELD_LIMITS.permissionList)],
    ['permission', 'gpa\u0000', control],
    ['building', '1\t2', badId],
    ['country', '1'.repeat(33), long(32)],
    ['image', 'data:image/png;base64,\u001b', control],
  ])('addEmployee: %s %j answers 400 naming it, and adds nobody', async (field, value, message) => {
    const response = await legacyPost(server, addEmployee.path, { ...credentials(server, admin), ...newEmployee({ [field]: value }) });
    expect(response.json()).toEqual(refusal(field, message));
    expect(await server.server.db.selectFrom('customers').select('id').where('email', '=', EMAIL).execute()).toEqual([]);
  });

  test.each([
    ['employee', '1'.repeat(33), long(32)],
    ['employee', '12\u0007', badId],
  ])('deleteEmployee: %s %j answers 400 naming it', async (field, value, message) => {
    const response = await legacyPost(server, deleteEmployee.path, { ...credentials(server, admin), [field]: value });
    expect(response.json()).toEqual(refusal(field, message));
  });

  test.each([
    ['permission', tooLong(PERSONNEL_FIELD_LIMITS.permissionList), long(PERSONNEL_FIELD_LIMITS.permissionList)],
    ['building', '1;2', badId],
    ['hidden', tooLong(PERSONNEL_FIELD_LIMITS.flag), long(PERSONNEL_FIELD_LIMITS.flag)],
    ['isTrackingEnable', '1\u0000', control],
  ])("editEmployee's admin variants: %s %j answers 400 naming it, and changes nothing", async (field, value, message) => {
    const visitor = await idOf(server, 'visitor');
    const before = await server.server.db.selectFrom('customers').selectAll().where('id', '=', visitor).executeTakeFirstOrThrow();
    const response = await legacyPost(server, editEmployee.path, { ...credentials(server, admin), customer: String(visitor), [field]: value });
    expect(response.json()).toEqual(refusal(field, message));
    expect(await server.server.db.selectFrom('customers').selectAll().where('id', '=', visitor).executeTakeFirstOrThrow()).toEqual(before);
  });
});
