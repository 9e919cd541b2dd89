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
