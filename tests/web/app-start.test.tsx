import { takeArrivalToken } from '../../host/web/session/take-arrival-token';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '../../host/core/storage-keys';
import { DASHBOARD_HEADING } from '../../host/web/shell/dashboard-page';
import { renderApp } from './support/render-app';
import { SESSION } from './support/session-fixture';

it('goes to /500 when the database health check answers 500, 100 ms after start', async () => {
  const app = renderApp('/Login', {
    routes: {
      'GET /api/health/get-db-status': {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' },
      },
    },
  });
  expect(app.fetch.calls).toHaveLength(0);
  await screen.findByRole('heading', { level: 1, name: 'Service unavailable' });
  expect(app.location()).toBe('/500');
  expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/');
  const health = app.fetch.calls.find((call) => call.path === '/api/health/get-db-status');
  expect(health?.query.has('login_token')).toBe(false);
});

it('stays put when the health check answers 200', async () => {
  const app = renderApp('/Login');
  await waitFor(() => expect(app.fetch.calls.some((call) => call.path === '/api/health/get-db-status')).toBe(true));
  expect(app.location()).toBe('/Login');
});

it('reports one page view per path change', async () => {
  const app = renderApp('/Login', { permissions: ['alpha'] });
  await screen.findByLabelText('Username');
  expect(app.analytics.views).toEqual(['/Login']);
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ada' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-1!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { level: 1, name: DASHBOARD_HEADING });
  fireEvent.click(await screen.findByRole('link', { name: /Alpha tool/ }));
  await screen.findByRole('heading', { level: 1, name: 'Alpha tool' });
  // The bubble link's ?login_token= is removed with a replace: a query change, not a new page view.
  await waitFor(() => expect(app.location()).toBe('/Alpha'));
  expect(app.analytics.views).toEqual(['/Login', '/', '/Alpha']);
});

it('takes an arrival token out of the address bar before rendering, then signs in with it', async () => {
  window.history.replaceState(null, '', '/?login_token=url-token&lang=en#top');
  takeArrivalToken(window.location, window.history, window.sessionStorage);
  expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/?lang=en#top');
  const app = renderApp('/?lang=en');
  await screen.findByRole('heading', { level: 1, name: DASHBOARD_HEADING });
  expect(window.localStorage.getItem(STORAGE_KEYS.loginToken)).toBe(SESSION.login_token);
  expect(window.sessionStorage.getItem(STORAGE_KEYS.arrivalToken)).toBeNull();
  const tokenLogin = app.fetch.calls.find((call) => call.path === '/api/customers/loginCustomerWithToken');
  expect(tokenLogin?.form.get('login_token')).toBe('url-token');
  expect(app.location()).toBe('/?lang=en');
});

it('removes a token that arrives with an in-app navigation from the address bar', async () => {
  const app = renderApp('/?login_token=url-token&lang=en');
  await screen.findByRole('heading', { level: 1, name: DASHBOARD_HEADING });
  await waitFor(() => expect(app.location()).toBe('/?lang=en'));
  const tokenLogin = app.fetch.calls.find((call) => call.path === '/api/customers/loginCustomerWithToken');
  expect(tokenLogin?.form.get('login_token')).toBe('url-token');
});

it('shows the waiting overlay while the newer API authorises, then hides it', async () => {
  let release: () => void = () => undefined;
  const pending = new Promise<void>((resolve) => (release = resolve));
  renderApp('/?login_token=url-token', {
    routes: {
      'POST /v2/auth': async () => {
        await pending;
        return { body: { jwt: 'late-jwt', account: { legacy_id: 1, email: SESSION.email } } };
      },
    },
  });
  const overlay = await screen.findByText('Wait a few more seconds. We are synchronizing your data');
  expect(overlay.closest('[role="status"]')).not.toBeNull();
  release();
  await waitFor(() => expect(screen.queryByText('Wait a few more seconds. We are synchronizing your data')).toBeNull());
  expect(window.localStorage.getItem(STORAGE_KEYS.jwt)).toBe('late-jwt');
});
