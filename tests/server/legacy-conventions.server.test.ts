import { LEGACY_PATHS } from '../../host/core/api-contract';
import { checkLoginToken, loginCustomer } from '../../host/core/contract/session';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyGet, legacyPost } from './support/legacy-request';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('admin', 'Vigil-admin-1');
}, 60_000);
afterAll(async () => server?.close());

describe('credentials', () => {
  test('a missing app token is a 400 naming app_token', async () => {
    const response = await legacyPost(server, checkLoginToken.path, { login_token: token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Missing input: app_token',
      field: 'app_token',
      code: 'missingInput',
      params: { field: 'app_token' },
    });
  });

  test('a wrong app token is a 401', async () => {
    const response = await legacyPost(server, checkLoginToken.path, { login_token: token, app_token: 'someone-else' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ field: 'app_token' });
  });

  test('a missing login token is a 401 naming login_token', async () => {
    const response = await legacyGet(server, LEGACY_PATHS.companyDetail, { app_token: server.appToken });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Missing input: login_token',
      field: 'login_token',
      code: 'missingInput',
      params: { field: 'login_token' },
    });
  });

  test('credentials may come in the query of a POST', async () => {
    const query = new URLSearchParams(credentials(server, token)).toString();
    const response = await server.app.inject({ method: 'POST', url: `/api${checkLoginToken.path}?${query}` });
    expect(response.statusCode).toBe(200);
  });

  test('exempt calls need neither token', async () => {
    expect((await legacyGet(server, LEGACY_PATHS.health)).statusCode).toBe(200);
    expect((await legacyPost(server, loginCustomer.path, { username: 'admin', password: 'Vigil-admin-1' })).statusCode).toBe(200);
  });

  test('a JSON body is read like a form body', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api${checkLoginToken.path}`,
      payload: credentials(server, token),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('malformed requests answer 4xx JSON, never 500', () => {
  const post = (payload: string | Buffer, contentType: string) =>
    server.app.inject({ method: 'POST', url: `/api${loginCustomer.path}`, payload, headers: { 'content-type': contentType } });

  test('bad JSON', async () => {
    const response = await post('{"username": "admin", ', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  test('an unsupported content type', async () => {
    const response = await post('<username>admin</username>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });

  test('a plain-text body', async () => {
    const response = await post('username=admin&password=x', 'text/plain');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The request body must be a set of form fields' });
  });

  test('an oversized body', async () => {
    const response = await post(`username=${'a'.repeat(1024 * 1024 + 10)}`, 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413 });
  });

  test('a nested JSON field names the field', async () => {
    const response = await post(JSON.stringify({ username: { $ne: null }, password: 'x' }), 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'username' });
  });

  test('a JSON body that is not an object', async () => {
    expect((await post('[1, 2]', 'application/json')).statusCode).toBe(400);
    expect((await post('"text"', 'application/json')).statusCode).toBe(400);
  });

  test('repeated and odd form fields', async () => {
    const odd = ['username=a&username=b&password=x', 'username[]=a&password[]=b', '__proto__=x&constructor=y&username=a&password=b', '%zz=%zz&username=a&password=b', '=&&&=x'];
    for (const payload of odd) {
      const response = await post(payload, 'application/x-www-form-urlencoded');
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  test('a malformed URL', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health/get-db-status?%E0%A4%A' });
    expect(response.statusCode).toBeLessThan(500);
  });

  test('an unknown API path is a JSON 404, even for a browser', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nothing/here', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
