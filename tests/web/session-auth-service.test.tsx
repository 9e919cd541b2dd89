import { waitFor } from '@testing-library/react';
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '../../host/core/messages';
import { STORAGE_KEYS } from '../../host/core/storage-keys';
import { ApiError } from '../../host/web/services/api-client';
import { createSession, happyBackend, SESSION } from './support/session-fixture';

const refused = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid login token' } };

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('goes unauthenticated → authorising → authorised on login, then follows next_url', async () => {
  const { auth, storage, fetch, ui, navigation } = createSession();
  storage.setSession(STORAGE_KEYS.nextUrl, '/Gpa/list/3');
  expect(auth.state).toBe('unauthenticated');

  await auth.login('ada', 'secret-1!');
  expect(auth.state).toBe('authorising');
  expect(auth.user?.name).toBe('Ada');
  expect(auth.permissions).toEqual(['gpa']);
  expect(storage.get(STORAGE_KEYS.loginToken)).toBe(SESSION.login_token);
  expect(storage.get(STORAGE_KEYS.userName)).toBe('Ada');
  expect(navigation.visits[0]).toEqual({ to: '/', replace: false });
  expect(ui.currentToast).toMatchObject({ kind: 'success', message: SUCCESS_MESSAGES.login });

  await waitFor(() => expect(auth.state).toBe('authorised'));
  const authCall = fetch.calls.find((call) => call.path === '/v2/auth');
  expect(JSON.parse(authCall?.body ?? '')).toEqual({ email: SESSION.email, password: SESSION.login_token });
  expect(storage.get(STORAGE_KEYS.jwt)).toBe('jwt-xyz');
  expect(storage.get(STORAGE_KEYS.legacyId)).toBe('42');
  expect(navigation.visits.at(-1)).toEqual({ to: '/Gpa/list/3', replace: false });
  expect(storage.getSession(STORAGE_KEYS.nextUrl)).toBeNull();
});

it('only logs a failed /auth and stops waiting', async () => {
  const { auth, storage, navigation } = createSession(happyBackend({ 'POST /v2/auth': { status: 500, body: 'down' } }));
  storage.setSession(STORAGE_KEYS.nextUrl, '/Gps');
  await auth.login('ada', 'secret-1!');
  await waitFor(() => expect(auth.state).toBe('authorised'));
  expect(storage.get(STORAGE_KEYS.jwt)).toBeNull();
  expect(navigation.visits.map((visit) => visit.to)).toEqual(['/']);
  expect(console.error).toHaveBeenCalled();
});

it('rejects a failed login with the server message and stays unauthenticated', async () => {
  const { auth, storage } = createSession(
    happyBackend({
      'POST /api/customers/loginCustomer': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'Wrong username or password' },
      },
    }),
  );
  await expect(auth.login('ada', 'nope')).rejects.toEqual(new ApiError(401, 'Wrong username or password'));
  expect(auth.state).toBe('unauthenticated');
  expect(storage.get(STORAGE_KEYS.loginToken)).toBeNull();
});

it('removes the stored token when the token login fails', async () => {
  const { auth, storage } = createSession(happyBackend({ 'POST /api/customers/loginCustomerWithToken': refused }));
  await auth.loginWithToken('stale-token');
  expect(auth.state).toBe('unauthenticated');
  expect(auth.checking).toBe(false);
  expect(storage.get(STORAGE_KEYS.loginToken)).toBeNull();
});

it('stores a query-string token, signs in with it and removes it from the URL with replace', async () => {
  const { auth, storage, fetch, navigation } = createSession(happyBackend(), '/Cmr');
  auth.start({ pathname: '/Cmr', search: '?tab=2&login_token=url-token&x=y', hash: '#top' });
  expect(storage.get(STORAGE_KEYS.loginToken)).toBe('url-token');
  expect(auth.checking).toBe(true);
  expect(navigation.visits).toEqual([{ to: '/Cmr?tab=2&x=y#top', replace: true }]);
  await waitFor(() => expect(auth.state).not.toBe('unauthenticated'));
  const call = fetch.calls.find((candidate) => candidate.path === '/api/customers/loginCustomerWithToken');
  expect(call?.form.get('login_token')).toBe('url-token');
  // Token sign-in is not exempt from the legacy conventions: the server requires the app token too.
  expect(call?.form.get('app_token')).toBeTruthy();
});

it('does not sign in again when the URL carries the token of the current session', async () => {
  const { auth, fetch, navigation } = createSession();
  await auth.login('ada', 'secret-1!');
  expect(auth.acceptUrlToken({ pathname: '/Gpa', search: `?login_token=${SESSION.login_token}`, hash: '' })).toBe(true);
  expect(fetch.calls.filter((call) => call.path === '/api/customers/loginCustomerWithToken')).toHaveLength(0);
  expect(navigation.visits.at(-1)).toEqual({ to: '/Gpa', replace: true });
});

it('restores a stored token at start and leaves /Login for /', async () => {
  const { auth, storage, navigation } = createSession();
  storage.set(STORAGE_KEYS.loginToken, 'stored');
  storage.set(STORAGE_KEYS.jwt, 'stored-jwt');
  auth.start({ pathname: '/Login', search: '', hash: '' });
  expect(auth.checking).toBe(true);
  await waitFor(() => expect(auth.state).toBe('authorised'));
  expect(auth.permissions).toEqual(['gpa']);
  expect(navigation.visits).toEqual([{ to: '/', replace: false }]);
});

it("says 'No auth token found' on /Login when the stored token is refused, and forgets it", async () => {
  const { auth, storage, ui } = createSession(happyBackend({ 'POST /api/customers/checkLoginToken': refused }));
  storage.set(STORAGE_KEYS.loginToken, 'expired');
  await auth.restore();
  expect(auth.state).toBe('unauthenticated');
  expect(storage.get(STORAGE_KEYS.loginToken)).toBeNull();
  expect(ui.currentToast).toMatchObject({ kind: 'error', message: ERROR_MESSAGES.noAuthToken });
});

it('logs out: clears login token, JWT and the cached news list, and returns to /Login', async () => {
  const { auth, storage, navigation, ui } = createSession();
  await auth.login('ada', 'secret-1!');
  await waitFor(() => expect(auth.state).toBe('authorised'));
  storage.setSession(STORAGE_KEYS.newsCache, '{"pages":{}}');
  await auth.logout();
  expect(auth.state).toBe('unauthenticated');
  expect(auth.user).toBeNull();
  expect(storage.get(STORAGE_KEYS.loginToken)).toBeNull();
  expect(storage.get(STORAGE_KEYS.jwt)).toBeNull();
  expect(storage.getSession(STORAGE_KEYS.newsCache)).toBeNull();
  expect(navigation.visits.at(-1)).toEqual({ to: '/Login', replace: false });
  expect(ui.currentToast?.message).toBe(SUCCESS_MESSAGES.logout);
});

it('loses the session when an authenticated call answers 401', async () => {
  const { auth, storage, legacyApi, navigation } = createSession(happyBackend({ 'GET /api/news/getList': refused }));
  await auth.login('ada', 'secret-1!');
  await expect(legacyApi.get('/news/getList')).rejects.toMatchObject({ status: 401 });
  expect(auth.state).toBe('unauthenticated');
  expect(storage.get(STORAGE_KEYS.loginToken)).toBeNull();
  expect(navigation.visits.at(-1)).toEqual({ to: '/Login', replace: false });
});
