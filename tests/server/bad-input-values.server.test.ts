import { askHelp } from '../../host/core/contract/help';
import { editEmployee } from '../../host/core/contract/profile';
import { signUp } from '../../host/core/contract/public-area';
import { loginCustomer, newApiAuth } from '../../host/core/contract/session';
import type { AnyEndpoint } from '../../host/core/endpoints';
import { getList } from '../../plugins/nat/contract';
import { startTestServer, type TestServer } from '../support/test-server';
import { callEndpoint, everyEndpoint, jwtOf } from './support/call-endpoint';
import { credentials, legacyPost, type Fields } from './support/legacy-request';

/**
 * Issue 13: "On PostgreSQL, a NUL byte in any text field (sign-in, sign-up, help, account edit, news search)
 * gives 500, and an over-long indexed value too: refuse them with 400 on both databases." PostgreSQL refuses a
 * NUL in text and a number beyond its integer in an id column; every such value must be refused before it gets
 * there, with a 400 naming the field.
 */

let server: TestServer;
let endpoints: AnyEndpoint[];
let admin: { loginToken: string; jwt: string };
beforeAll(async () => {
  server = await startTestServer();
  endpoints = await everyEndpoint();
  const loginToken = await server.login('admin', 'Vigil-admin-1');
  admin = { loginToken, jwt: await jwtOf(server, 'admin@demo.vigil.example', loginToken) };
}, 60_000);
afterAll(async () => server?.close());

/** A call and the valid fields around the one under test. */
interface Case {
  endpoint: AnyEndpoint;
  valid: Fields;
  signedIn: boolean;
}

const CASES: Case[] = [
  { endpoint: loginCustomer, valid: { username: 'admin', password: 'Vigil-admin-1' }, signedIn: false },
  {
    endpoint: signUp,
    valid: {
      name: 'Nadia',
      surname: 'Null',
      email: 'nadia.null@example.com',
      username: 'nadia.null',
      password: 'Cobol-1959!',
      password_confirm: 'Cobol-1959!',
      company: 'demo',
    },
    signedIn: false,
  },
  { endpoint: askHelp, valid: { message: 'Please help' }, signedIn: true },
  {
    endpoint: editEmployee,
    valid: { name: 'Ada', surname: 'Admin', username: 'admin', email: 'admin@demo.vigil.example', phone: '+1 555 0101', foreign_phone: '', language: 'en' },
    signedIn: true,
  },
  { endpoint: editEmployee, valid: { password: 'Cobol-1959!', confirm_password: 'Cobol-1959!' }, signedIn: true },
  { endpoint: getList, valid: { search: 'flood' }, signedIn: true },
];

function send(target: Case, fields: Fields) {
  return target.signedIn ? callEndpoint(server, target.endpoint, admin, fields) : legacyPost(server, target.endpoint.path, fields);
}

function maxLengthOf(endpoint: AnyEndpoint, field: string): number {
  const schema = (endpoint.input.properties as Record<string, { maxLength?: number }>)[field];
  if (schema?.maxLength === undefined) throw new Error(`${endpoint.id}.${field} has no maxLength`);
  return schema.maxLength;
}

test('a NUL byte in any text field of sign-in, sign-up, help, account edit and news search answers 400 naming it', async () => {
  const answers = [];
  const expected = [];
  for (const target of CASES) {
    for (const [field, value] of Object.entries(target.valid)) {
      const response = await send(target, { ...target.valid, [field]: `${value}\u0000x` });
      answers.push({ id: target.endpoint.id, field, status: response.statusCode, named: response.json<{ field?: string }>().field });
      expected.push({ id: target.endpoint.id, field, status: 400, named: field });
    }
  }
  expect(answers).toEqual(expected);
});

test('the newer API sign-in refuses a NUL byte in either field with 400', async () => {
  for (const field of ['email', 'password']) {
    const payload = { email: 'admin@demo.vigil.example', password: admin.loginToken, [field]: 'a\u0000b' };
    const response = await server.app.inject({ method: 'POST', url: `/v2${newApiAuth.path}`, payload });
    expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
  }
});

test('a value one character over any text field bound answers 400 naming it, before any database work', async () => {
  const answers = [];
  const expected = [];
  for (const target of CASES) {
    for (const field of Object.keys(target.valid)) {
      const response = await send(target, { ...target.valid, [field]: 'x'.repeat(maxLengthOf(target.endpoint, field) + 1) });
      answers.push({ id: target.endpoint.id, field, status: response.statusCode, named: response.json<{ field?: string }>().field });
      expected.push({ id: target.endpoint.id, field, status: 400, named: field });
    }
  }
  expect(answers).toEqual(expected);
});

test('the longest values the fields take are stored and found on both databases (the indexed username and email)', async () => {
  // Multi-byte letters: the bound counts characters, and the longest value still fits the databases' indexes.
  const username = 'é'.repeat(maxLengthOf(signUp, 'username'));
  const email = `${'ü'.repeat(maxLengthOf(signUp, 'email') - '@example.com'.length)}@example.com`;
  const fields = { name: 'Long', surname: 'Values', email, username, password: 'Cobol-1959!', password_confirm: 'Cobol-1959!', company: 'demo' };
  const response = await legacyPost(server, signUp.path, fields);
  expect(response.statusCode).toBeLessThan(500);
  const signIn = await legacyPost(server, loginCustomer.path, { username, password: 'nothing-1!' });
  expect(signIn.statusCode).toBe(401);
});

/**
 * The other fields of a call, so that the id is what gets checked: the value each field's declaration gives as
 * its first `examples` (a module declares one wherever its handler needs the field to be right).
 */
function exampleFields(endpoint: AnyEndpoint, except: string): Fields {
  const properties = endpoint.input.properties as Record<string, { examples?: unknown[] }>;
  return Object.fromEntries(
    Object.entries(properties).flatMap(([field, schema]) => (field !== except && schema.examples?.length ? [[field, String(schema.examples[0])]] : [])),
  );
}

test('an id beyond what the database holds answers 400 naming the field, on every call that takes one', async () => {
  const beyond = '99999999999';
  const answers = [];
  const expected = [];
  for (const endpoint of endpoints) {
    const properties = endpoint.input.properties as Record<string, { pattern?: string; 'x-message'?: string }>;
    for (const [field, schema] of Object.entries(properties)) {
      if (!['Not a valid id', 'Not a valid number'].includes(schema['x-message'] ?? '')) continue;
      if (field === 'limit' || field === 'offset') continue;
      const response = await callEndpoint(server, endpoint, admin, { ...exampleFields(endpoint, field), [field]: beyond });
      answers.push({ id: endpoint.id, field, status: response.statusCode, named: response.json<{ field?: string }>().field });
      expected.push({ id: endpoint.id, field, status: 400, named: field });
    }
  }
  expect(expected.length).toBeGreaterThan(15);
  expect(answers).toEqual(expected);
});

test('an app token or login token with a NUL byte is refused, not a 500', async () => {
  const withNul = await legacyPost(server, askHelp.path, { ...credentials(server, `${admin.loginToken}\u0000`), message: 'x' });
  expect(withNul.statusCode).toBe(401);
  const appToken = await legacyPost(server, askHelp.path, { login_token: admin.loginToken, app_token: `a\u0000`, message: 'x' });
  expect(appToken.statusCode).toBe(401);
});
