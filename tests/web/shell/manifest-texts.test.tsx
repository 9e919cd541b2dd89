import { act, fireEvent, screen } from '@testing-library/react';
import { defineManifest } from '../../../host/core/plugin-manifest';
import { setLanguage } from '../../../host/web/i18n';
import { AppHeader } from '../../../host/web/shell/app-header';
import { DashboardPage } from '../../../host/web/shell/dashboard-page';
import { fakeAuth, renderPluginPage, TEST_USER } from '../../support/render-plugin';

/**
 * Issue 15: the manifest's texts (menu item, bubble) are keys of the plugin's namespace. The header and the
 * dashboard show them in Italian from the catalogue the manifest points at, before any page of the plugin loads;
 * the manifest's English is what they show otherwise.
 */
const italian = {
  manifest: {
    title: 'Analisi geopolitica',
    menu: { label: 'Analisi geopolitica (menu)' },
    bubble: { label: 'Analisi geopolitica (bolla)', description: 'Apri l’analisi.' },
  },
};
const loadItalian = jest.fn(async () => italian);

const gpa = defineManifest({
  id: 'texts-gpa',
  title: 'Geopolitical analysis',
  section: 'ANALYSE',
  translations: { it: loadItalian },
  routes: [{ path: '/Gpa', allowed: ['admin', 'gpa'], page: async () => ({ default: () => null }) }],
  menu: [{ kind: 'route', label: 'Geopolitical analysis', to: '/Gpa', visibleTo: ['gpa'] }],
  bubble: { label: 'Geopolitical analysis', description: 'Open the analysis.', to: '/Gpa', active: true },
});

afterEach(async () => {
  await act(() => setLanguage('en'));
});

function renderShell(): void {
  renderPluginPage(
    <>
      <AppHeader />
      <DashboardPage />
    </>,
    {
      auth: fakeAuth({ ...TEST_USER, permission: ['gpa'] }),
      plugins: [gpa],
      legacyApi: { get: jest.fn().mockResolvedValue({ id: 1, name: 'Acme', logo: null, activeModules: ['gpa'] }) },
    },
  );
}

it('shows the English of the manifest, then the Italian of its catalogue once Italian is chosen', async () => {
  renderShell();
  expect(screen.getByText('Open the analysis.')).toBeTruthy();
  expect(loadItalian).not.toHaveBeenCalled();

  await act(() => setLanguage('it'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(await screen.findByText('Analisi geopolitica (bolla)')).toBeTruthy();
  expect(screen.getByText('Apri l’analisi.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'ANALISI' }));
  expect(screen.getByRole('link', { name: 'Analisi geopolitica (menu)' })).toBeTruthy();

  await act(() => setLanguage('en'));
  expect(screen.getByText('Open the analysis.')).toBeTruthy();
});
