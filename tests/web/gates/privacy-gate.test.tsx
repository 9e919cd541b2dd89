import { act, fireEvent, screen } from '@testing-library/react';
import { GATE_TEXTS } from '../../../host/core/messages';
import { STORAGE_KEYS } from '../../../host/core/storage-keys';
import { acceptPrivacy } from '../../../host/core/contract/session';
import { isPrivacyAccepted } from '../../../host/web/gates/privacy-acceptance';
import { PrivacyGate } from '../../../host/web/gates/privacy-gate';
import { ApiError } from '../../../host/web/services/api-client';
import { renderApp } from '../support/render-app';
import { SESSION } from '../support/session-fixture';
import { fakeAuth, renderPluginPage } from '../../support/render-plugin';

async function renderGate(stored: string | null, post: jest.Mock = jest.fn()) {
  if (stored !== null) window.localStorage.setItem(STORAGE_KEYS.privacy, stored);
  const auth = fakeAuth();
  const logout = jest.spyOn(auth, 'logout');
  renderPluginPage(
    <PrivacyGate>
      <h1>The app</h1>
    </PrivacyGate>,
    { auth, legacyApi: { post } },
  );
  // The form is loaded on demand; the app renders at once.
  if (!isPrivacyAccepted(stored)) await screen.findByText(GATE_TEXTS.privacy);
  return { post, logout };
}

it.each([
  [null, false],
  ['null', false],
  ['false', false],
  ['true', true],
  ['2024-01-01T00:00:00.000Z', true],
])('reads USER_PRIVACY %j as accepted: %j', (stored, accepted) => {
  expect(isPrivacyAccepted(stored)).toBe(accepted);
});

it('shows the app to a user who has accepted', async () => {
  await renderGate('true');
  expect(screen.getByRole('heading', { name: 'The app' })).toBeTruthy();
});

it('shows the full-page form instead of the app; Accept appears only once the policy link is opened', async () => {
  await renderGate(null);
  expect(screen.queryByRole('heading', { name: 'The app' })).toBeNull();
  expect(screen.getByText(GATE_TEXTS.privacy)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  const link = screen.getByRole('link', { name: /Read our Privacy Policy/ });
  expect(link.getAttribute('href')).toBe('/legal/privacy-policy.html');
  expect(link.getAttribute('target')).toBe('_blank');
  fireEvent.click(link);
  expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
});

it('counts a middle click on the link as opening it', async () => {
  await renderGate('null');
  fireEvent(screen.getByRole('link', { name: /Privacy Policy/ }), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
  expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
});

it('accepts: posts privacy=1, stores true and shows the app', async () => {
  const post = jest.fn().mockResolvedValue({ message: 'Privacy accepted', privacyCheckedDate: '2025-01-01' });
  await renderGate('null', post);
  fireEvent.click(screen.getByRole('link', { name: /Privacy Policy/ }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accept' })));
  expect(post).toHaveBeenCalledWith(acceptPrivacy.path, { privacy: 1 });
  expect(window.localStorage.getItem(STORAGE_KEYS.privacy)).toBe('true');
  expect(screen.getByRole('heading', { name: 'The app' })).toBeTruthy();
});

it("on failure stores false, toasts the server's message and keeps the gate", async () => {
  const post = jest.fn().mockRejectedValue(new ApiError(500, 'Could not save your choice'));
  await renderGate(null, post);
  fireEvent.click(screen.getByRole('link', { name: /Privacy Policy/ }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accept' })));
  expect(window.localStorage.getItem(STORAGE_KEYS.privacy)).toBe('false');
  expect(screen.getByRole('alert').textContent).toBe('Could not save your choice');
  expect(screen.queryByRole('heading', { name: 'The app' })).toBeNull();
  expect((screen.getByRole('button', { name: 'Accept' }) as HTMLButtonElement).disabled).toBe(false);
});

it('offers Logout from the gate', async () => {
  const { logout } = await renderGate(null);
  fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(logout).toHaveBeenCalled();
});

it('stores the privacy state from the session at sign-in and gates a user who has not accepted', async () => {
  renderApp('/', {
    signedInAs: ['gpa'],
    routes: {
      'POST /api/customers/checkLoginToken': { body: { ...SESSION, login_token: undefined, privacyCheckedDate: null } },
      [`POST /api${acceptPrivacy.path}`]: { body: { message: 'ok', privacyCheckedDate: '2025-01-01' } },
    },
  });
  expect(await screen.findByText(GATE_TEXTS.privacy)).toBeTruthy();
  expect(window.localStorage.getItem(STORAGE_KEYS.privacy)).toBe('null');
  expect(screen.queryByRole('banner')).toBeNull();
  fireEvent.click(screen.getByRole('link', { name: /Privacy Policy/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Corporate security management platform' })).toBeTruthy();
  expect(window.localStorage.getItem(STORAGE_KEYS.privacy)).toBe('true');
});

it('lets a user who accepted straight in after sign-in', async () => {
  renderApp('/', { signedInAs: ['gpa'] });
  expect(await screen.findByRole('heading', { level: 1, name: 'Corporate security management platform' })).toBeTruthy();
  expect(window.localStorage.getItem(STORAGE_KEYS.privacy)).toBe('true');
});
