import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PERMISSION_WARNING } from '../../host/core/messages';
import { STORAGE_KEYS } from '../../host/core/storage-keys';
import { DASHBOARD_HEADING } from '../../host/web/shell/dashboard-page';
import { renderApp } from './support/render-app';

it('sends a visitor without a session to /Login and remembers the wanted page', async () => {
  const app = renderApp('/Alpha?tab=1');
  await waitFor(() => expect(app.location()).toBe('/Login'));
  expect(await screen.findByLabelText('Username')).toBeTruthy();
  expect(window.sessionStorage.getItem(STORAGE_KEYS.nextUrl)).toBe('/Alpha?tab=1');
});

it("shows the 'Warning!' modal with the exact text for a route without permission, then goes to /", async () => {
  const app = renderApp('/Alpha', { signedInAs: ['gpa'] });
  const dialog = await screen.findByRole('dialog', { name: PERMISSION_WARNING.title });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(dialog.textContent).toContain(PERMISSION_WARNING.text);
  expect(screen.queryByRole('heading', { name: 'Alpha tool' })).toBeNull();
  const ok = screen.getByRole('button', { name: 'OK' });
  expect(document.activeElement).toBe(ok);
  fireEvent.click(ok);
  await screen.findByRole('heading', { level: 1, name: DASHBOARD_HEADING });
  expect(app.location()).toBe('/');
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('renders a permitted plugin page lazily inside the boundary tagged with the plugin id', async () => {
  renderApp('/Alpha', { signedInAs: ['alpha'] });
  const heading = await screen.findByRole('heading', { level: 1, name: 'Alpha tool' });
  expect(heading.closest('[data-plugin]')?.getAttribute('data-plugin')).toBe('alpha');
  expect(screen.getByRole('main').contains(heading)).toBe(true);
  expect(screen.getByRole('button', { name: /User menu/ })).toBeTruthy();
});

it('sends unknown paths of a signed-in user to /', async () => {
  const app = renderApp('/No/Such/Page', { signedInAs: ['admin'] });
  await screen.findByRole('heading', { level: 1, name: DASHBOARD_HEADING });
  expect(app.location()).toBe('/');
});

it('serves /Home as the dashboard', async () => {
  renderApp('/Home', { signedInAs: ['admin'] });
  expect(await screen.findByRole('heading', { level: 1, name: DASHBOARD_HEADING })).toBeTruthy();
});

it('sends other paths under /Login to /Login', async () => {
  const app = renderApp('/Login/unknown/thing');
  await waitFor(() => expect(app.location()).toBe('/Login'));
});

it('logs out from the header and returns to /Login', async () => {
  const app = renderApp('/', { signedInAs: ['admin'] });
  fireEvent.click(await screen.findByRole('button', { name: /User menu/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(app.location()).toBe('/Login'));
  expect(window.localStorage.getItem(STORAGE_KEYS.loginToken)).toBeNull();
  expect(window.localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
  expect(window.sessionStorage.getItem(STORAGE_KEYS.nextUrl)).toBeNull();
});
