import { screen, within } from '@testing-library/react';
import { manifestRules } from '../../host/core/manifest-rules';
import { defineManifest, type PluginManifest } from '../../host/core/plugin-manifest';
import { STORAGE_KEYS } from '../../host/core/storage-keys';
import { DASHBOARD_HEADING, DashboardPage } from '../../host/web/shell/dashboard-page';
import { fakeAuth, fakePermissions, renderPluginPage, TEST_USER } from '../support/render-plugin';

function tool(id: string, section: PluginManifest['section'], active: boolean): PluginManifest {
  const path = `/${id[0]?.toUpperCase()}${id.slice(1)}`;
  return defineManifest({
    id,
    title: `${id} title`,
    section,
    routes: [{ path, allowed: ['admin', id], page: async () => ({ default: () => null }) }],
    menu: [],
    bubble: { label: `${id} bubble`, active },
  });
}

const plugins = [
  tool('gpa', 'ANALYSE', true), // active, company module, permitted: a link
  tool('nat', 'INFORM', true), // the company has not enabled it
  tool('tra', 'PROTECT', false), // not active
  tool('gps', 'PROTECT', true), // the user may not open it
];

function renderDashboard(activeModules: string[]) {
  window.localStorage.setItem(STORAGE_KEYS.loginToken, 'tok/1');
  const auth = fakeAuth({ ...TEST_USER, permission: ['gpa', 'nat', 'tra'] });
  return renderPluginPage(<DashboardPage />, {
    plugins,
    auth,
    permissions: fakePermissions(auth, manifestRules(plugins)),
    legacyApi: {
      get: jest.fn().mockResolvedValue({ id: 1, name: 'Acme', logo: 'data:image/png;base64,AA==', activeModules }),
    },
  });
}

it('lists the bubbles by section under the dashboard heading, with the company logo', async () => {
  renderDashboard(['gpa', 'nat', 'tra', 'gps']);
  expect(screen.getByRole('heading', { level: 1, name: DASHBOARD_HEADING })).toBeTruthy();
  for (const section of ['ANALYSE', 'INFORM', 'PROTECT', 'MANAGE', 'DVR-S']) {
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeTruthy();
  }
  const protect = screen.getByRole('region', { name: 'PROTECT' });
  expect(within(protect).getByText('tra bubble')).toBeTruthy();
  expect(within(protect).getByText('gps bubble')).toBeTruthy();
  expect((await screen.findByRole('img', { name: 'Acme logo' })).getAttribute('src')).toContain('data:image/png');
});

it('makes a bubble a link only when active, enabled for the company and permitted, carrying the token', async () => {
  renderDashboard(['gpa', 'tra', 'gps']);
  const link = await screen.findByRole('link', { name: 'gpa bubble' });
  expect(link.getAttribute('href')).toBe('/Gpa?login_token=tok%2F1');
  expect(screen.queryByRole('link', { name: 'nat bubble' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'tra bubble' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'gps bubble' })).toBeNull();
  expect(screen.getByText('nat bubble').closest('[aria-disabled="true"]')).not.toBeNull();
});

it("shows the server's message when the company details fail", async () => {
  renderPluginPage(<DashboardPage />, {
    plugins,
    legacyApi: { get: jest.fn().mockRejectedValue(new Error('boom')) },
  });
  expect(await screen.findByText('boom')).toBeTruthy();
  expect(screen.queryAllByRole('link')).toHaveLength(0);
});
