import { act, fireEvent, screen } from '@testing-library/react';
import { GATE_TEXTS } from '../../../host/core/messages';
import { i18n, setLanguage } from '../../../host/web/i18n';
import { AppFooter } from '../../../host/web/shell/app-footer';
import { AppHeader } from '../../../host/web/shell/app-header';
import { DashboardPage, DASHBOARD_HEADING } from '../../../host/web/shell/dashboard-page';
import { createSession, happyBackend, SESSION } from '../support/session-fixture';
import { MENU_PLUGINS } from '../../fixtures/web-plugins/menus/manifests';
import { fakeAuth, renderPluginPage, TEST_USER } from '../../support/render-plugin';

afterEach(async () => {
  localStorage.clear();
  await act(() => setLanguage('en'));
});

it('re-renders the shell texts in Italian when the language changes', async () => {
  renderPluginPage(
    <>
      <AppHeader />
      <DashboardPage />
      <AppFooter />
    </>,
    {
      auth: fakeAuth({ ...TEST_USER, permission: ['gpa'] }),
      plugins: MENU_PLUGINS,
      legacyApi: { get: jest.fn().mockResolvedValue({ id: 1, name: 'Acme', logo: null, activeModules: [] }) },
    },
  );
  expect(screen.getByRole('heading', { level: 1, name: DASHBOARD_HEADING })).toBeTruthy();
  await act(() => setLanguage('it'));
  expect(screen.getByRole('heading', { level: 1, name: 'Piattaforma di gestione della sicurezza aziendale' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'ANALISI' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 3, name: 'Emergenze 24/7' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /Menu utente/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Aiuto' }));
  // The help modal's spec title, in the user's language.
  expect(await screen.findByRole('dialog', { name: 'serve aiuto?' })).toBeTruthy();
  await act(() => setLanguage('en'));
  expect(screen.getByRole('dialog', { name: GATE_TEXTS.helpTitle })).toBeTruthy();
});

async function settle(): Promise<void> {
  // The language module is imported on demand, then the catalogues load.
  for (let round = 0; round < 5; round += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

it("applies the account's language at sign-in, and keeps it for the public pages after logout", async () => {
  const { auth } = createSession(happyBackend({ 'POST /api/customers/loginCustomer': { body: { ...SESSION, language: 'it' } } }));
  await act(() => auth.login('ada', 'secret-1!'));
  await settle();
  expect(i18n.language).toBe('it');
  expect(document.documentElement.lang).toBe('it');
  await act(() => auth.logout());
  await settle();
  // The sign-in page of this browser stays in the last account's language (docs/decisions.md, Italian complete).
  expect(i18n.language).toBe('it');
  expect(localStorage.getItem('LANGUAGE')).toBe('it');
});

it('stays in English for a session without a language', async () => {
  const { auth } = createSession();
  await act(() => auth.login('ada', 'secret-1!'));
  await settle();
  expect(i18n.language).toBe('en');
});
