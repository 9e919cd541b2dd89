import { STORAGE_KEYS } from '../../host/core/storage-keys';
import { BrowserStorageService } from '../../host/web/services/browser-storage-service';
import { NewApiClient } from '../../host/web/services/new-api-client';
import { fakeFetch, type FakeRoute } from './support/fake-fetch';

function setup(routes: Record<string, FakeRoute>) {
  const storage = new BrowserStorageService(window.localStorage, window.sessionStorage);
  const fetch = fakeFetch(routes);
  return { storage, fetch, client: new NewApiClient('/v2', storage, fetch) };
}

it('sends the stored JWT as a Bearer token', async () => {
  const { storage, fetch, client } = setup({ 'GET /v2/geolocation/countries': { body: [{ id: 1, name: 'Italy' }] } });
  storage.set(STORAGE_KEYS.jwt, 'jwt-1');
  await expect(client.get('/geolocation/countries')).resolves.toEqual([{ id: 1, name: 'Italy' }]);
  expect(fetch.calls[0]!.headers.Authorization).toBe('Bearer jwt-1');
});

it('posts JSON and leaves the Bearer token out with skipAuth', async () => {
  const { storage, fetch, client } = setup({ 'POST /v2/auth': { body: { jwt: 'new', account: { legacy_id: 3 } } } });
  storage.set(STORAGE_KEYS.jwt, 'old');
  await client.post('/auth', { email: 'a@b.c', password: 'token' }, { skipAuth: true });
  const call = fetch.calls[0]!;
  expect(call.headers['Content-Type']).toBe('application/json');
  expect(JSON.parse(call.body ?? '')).toEqual({ email: 'a@b.c', password: 'token' });
  expect(call.headers.Authorization).toBeUndefined();
});

it('downloads a blob with the Bearer token', async () => {
  const file = new Blob(['%PDF'], { type: 'application/pdf' });
  const { storage, fetch, client } = setup({ 'GET /v2/documents/download': { blob: file } });
  storage.set(STORAGE_KEYS.jwt, 'jwt-2');
  const blob = await client.download('/documents/download', { id: 5 });
  expect(blob).toBe(file);
  expect(fetch.calls[0]!.headers.Authorization).toBe('Bearer jwt-2');
  expect(fetch.calls[0]!.query.get('id')).toBe('5');
});

it('rejects with the error body of the newer API', async () => {
  const { client } = setup({
    'GET /v2/geolocation/countries': { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'jwt expired' } },
  });
  await expect(client.get('/geolocation/countries')).rejects.toMatchObject({ status: 401, message: 'jwt expired' });
});

describe('an expired JWT', () => {
  beforeEach(() => window.localStorage.clear());

  function expiring(calls: { auth: number }) {
    return setup({
      'POST /v2/auth': (call) => {
        calls.auth += 1;
        expect(JSON.parse(call.body ?? '')).toEqual({ email: 'ann@example.com', password: 'login-token' });
        return { body: { jwt: 'fresh', account: { legacy_id: 2, email: 'ann@example.com' } } };
      },
      'GET /v2/geolocation/countries': (call) =>
        call.headers.Authorization === 'Bearer fresh'
          ? { body: [{ id: 1, name: 'Italy' }] }
          : { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid or expired bearer token' } },
    });
  }

  it('is renewed once with the stored login token, and the refused calls are sent again with the new one', async () => {
    const calls = { auth: 0 };
    const { storage, client } = expiring(calls);
    storage.set(STORAGE_KEYS.jwt, 'expired');
    storage.set(STORAGE_KEYS.email, 'ann@example.com');
    storage.set(STORAGE_KEYS.loginToken, 'login-token');
    const answers = await Promise.all([client.get('/geolocation/countries'), client.get('/geolocation/countries')]);
    expect(answers).toEqual([[{ id: 1, name: 'Italy' }], [{ id: 1, name: 'Italy' }]]);
    expect(calls.auth).toBe(1);
    expect(storage.get(STORAGE_KEYS.jwt)).toBe('fresh');
  });

  it('leaves the 401 standing when there is no session to renew it with', async () => {
    const calls = { auth: 0 };
    const { storage, client } = expiring(calls);
    storage.set(STORAGE_KEYS.jwt, 'expired');
    await expect(client.get('/geolocation/countries')).rejects.toMatchObject({ status: 401 });
    expect(calls.auth).toBe(0);
  });

  it('leaves the 401 standing when the renewal is refused, and tries no further', async () => {
    const { storage, fetch, client } = setup({
      'POST /v2/auth': { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid credentials' } },
      'GET /v2/geolocation/countries': { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid or expired bearer token' } },
    });
    storage.set(STORAGE_KEYS.email, 'ann@example.com');
    storage.set(STORAGE_KEYS.loginToken, 'revoked');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(client.get('/geolocation/countries')).rejects.toMatchObject({ status: 401, message: 'Invalid or expired bearer token' });
    expect(fetch.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /v2/geolocation/countries', 'POST /v2/auth']);
  });
});
