import { STORAGE_KEYS } from '../../host/core/storage-keys';
import { ApiError } from '../../host/web/services/api-client';
import { BrowserStorageService } from '../../host/web/services/browser-storage-service';
import { LegacyApiClient } from '../../host/web/services/legacy-api-client';
import { fakeFetch, type FakeRoute } from './support/fake-fetch';

function setup(routes: Record<string, FakeRoute> = {}) {
  const storage = new BrowserStorageService(window.localStorage, window.sessionStorage);
  const fetch = fakeFetch(routes);
  const client = new LegacyApiClient('/api', 'app-123', storage, fetch);
  return { storage, fetch, client };
}

it('adds login_token and app_token to the query of a GET', async () => {
  const { storage, fetch, client } = setup({ 'GET /api/companies/getDetail': { body: { id: 1 } } });
  storage.set(STORAGE_KEYS.loginToken, 'tok-1');
  await expect(client.get('/companies/getDetail', { page: 2, tags: ['a', 'b'] })).resolves.toEqual({ id: 1 });
  const call = fetch.calls[0]!;
  expect(call.method).toBe('GET');
  expect(call.query.get('page')).toBe('2');
  expect(call.query.getAll('tags')).toEqual(['a', 'b']);
  expect(call.query.get('login_token')).toBe('tok-1');
  expect(call.query.get('app_token')).toBe('app-123');
});

it('form-encodes POST bodies with the credentials', async () => {
  const { storage, fetch, client } = setup({ 'POST /api/quiz/add-to-blacklist': { body: { ok: true } } });
  storage.set(STORAGE_KEYS.loginToken, 'tok-2');
  await client.post('/quiz/add-to-blacklist', { users: [1, 2], note: 'a&b c', skip: undefined });
  const call = fetch.calls[0]!;
  expect(call.headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
  expect(call.body).toBe('users=1&users=2&note=a%26b+c&login_token=tok-2&app_token=app-123');
  expect(call.query.toString()).toBe('');
});

it('sends a POST as one JSON object with the credentials when asked (a large file as a data URL)', async () => {
  const { storage, fetch, client } = setup({ 'POST /api/docs/saveNewDoc': { body: { ok: true } } });
  storage.set(STORAGE_KEYS.loginToken, 'tok-4');
  await client.post('/docs/saveNewDoc', { file: 'data:application/pdf;base64,JVBE+/==', users: [1, 2], skip: undefined }, { json: true });
  const call = fetch.calls[0]!;
  expect(call.headers['Content-Type']).toBe('application/json');
  expect(JSON.parse(String(call.body))).toEqual({ file: 'data:application/pdf;base64,JVBE+/==', users: [1, 2], login_token: 'tok-4', app_token: 'app-123' });
});

it('sends neither token with skipAuth', async () => {
  const { storage, fetch, client } = setup({ 'POST /api/customers/loginCustomer': { body: {} } });
  storage.set(STORAGE_KEYS.loginToken, 'tok-3');
  await client.post('/customers/loginCustomer', { username: 'u', password: 'p' }, { skipAuth: true });
  expect(fetch.calls[0]!.form.has('login_token')).toBe(false);
  expect(fetch.calls[0]!.form.has('app_token')).toBe(false);
  expect(fetch.calls[0]!.body).toBe('username=u&password=p');
});

it('maps an error body to ApiError with status, message and field', async () => {
  const { client } = setup({
    'POST /api/customers/signUp': {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'Email format not valid', field: 'email' },
    },
  });
  const error = await client.post('/customers/signUp', { email: 'x' }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 400, message: 'Email format not valid', field: 'email' });
});

it("keeps a coded message's code and params, for the web to translate", async () => {
  const { client } = setup({
    'POST /api/customers/signUp': {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'Missing input: email', field: 'email', code: 'missingInput', params: { field: 'email' } },
    },
  });
  const error = await client.post('/customers/signUp', {}).catch((caught: unknown) => caught);
  expect(error).toMatchObject({ status: 400, message: 'Missing input: email', code: 'missingInput', params: { field: 'email' } });
});

it('maps a non-JSON error answer to ApiError with its text', async () => {
  const { client } = setup({ 'GET /api/health/get-db-status': { status: 502, body: 'Bad gateway' } });
  await expect(client.get('/health/get-db-status')).rejects.toMatchObject({ status: 502, message: 'Bad gateway' });
});

it('maps a network failure to ApiError with status 0', async () => {
  const storage = new BrowserStorageService(window.localStorage, window.sessionStorage);
  const client = new LegacyApiClient('/api', 'app', storage, async () => {
    throw new TypeError('Failed to fetch');
  });
  const error = await client.get('/companies/getDetail').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(0);
  expect((error as ApiError).message).toContain('Failed to fetch');
});

it('tells its listeners when an authenticated call answers 401, but not for skipAuth calls', async () => {
  const unauthorised = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid token' } };
  const { client } = setup({ 'GET /api/news/getList': unauthorised, 'POST /api/customers/loginCustomer': unauthorised });
  const listener = jest.fn();
  client.onUnauthorised(listener);
  await expect(client.post('/customers/loginCustomer', {}, { skipAuth: true })).rejects.toBeInstanceOf(ApiError);
  expect(listener).not.toHaveBeenCalled();
  await expect(client.get('/news/getList')).rejects.toMatchObject({ status: 401 });
  expect(listener).toHaveBeenCalledTimes(1);
});

it('downloads a blob with the credentials in the query', async () => {
  const file = new Blob(['pdf-bytes'], { type: 'application/pdf' });
  const { storage, fetch, client } = setup({ 'GET /api/docs/file': { blob: file } });
  storage.set(STORAGE_KEYS.loginToken, 'tok-4');
  const blob = await client.download('/docs/file', { id: 7 });
  expect(blob.type).toBe('application/pdf');
  expect(fetch.calls[0]!.query.get('login_token')).toBe('tok-4');
  expect(fetch.calls[0]!.query.get('id')).toBe('7');
});
