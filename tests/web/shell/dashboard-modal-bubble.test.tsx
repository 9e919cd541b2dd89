import { fireEvent, screen, within } from '@testing-library/react';
import { DashboardPage } from '../../../host/web/shell/dashboard-page';
import { cte, gpa } from '../../fixtures/web-plugins/menus/manifests';
import { fakeAuth, renderPluginPage, TEST_USER } from '../../support/render-plugin';

function renderDashboard(permission: string[], activeModules: string[]) {
  return renderPluginPage(<DashboardPage />, {
    auth: fakeAuth({ ...TEST_USER, permission }),
    plugins: [gpa, cte],
    legacyApi: { get: jest.fn().mockResolvedValue({ id: 1, name: 'Acme', logo: null, activeModules }) },
  });
}

it("opens the plugin's registered modal from a modal bubble, inside the host modal", async () => {
  renderDashboard(['dvr-s'], ['cte', 'gpa']);
  const bubble = await screen.findByRole('button', { name: /Country Threat Evaluation/ });
  expect(bubble.getAttribute('aria-haspopup')).toBe('dialog');
  fireEvent.click(bubble);
  const dialog = await screen.findByRole('dialog', { name: 'Country Threat Evaluation' });
  expect(await within(dialog).findByLabelText('Country')).toBeTruthy();
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('keeps a modal bubble inert when the company lacks the module or the user the permission', async () => {
  renderDashboard(['gpa'], ['cte', 'gpa']);
  await screen.findByRole('link', { name: /Geopolitical analysis/ });
  expect(screen.queryByRole('button', { name: /Country Threat Evaluation/ })).toBeNull();
  expect(screen.getByText('Country Threat Evaluation').closest('[aria-disabled="true"]')).not.toBeNull();
});
