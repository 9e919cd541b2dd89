import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { PluginRoute } from '../../host/core/plugin-manifest';
import { PluginRouteElement } from '../../host/web/routing/plugin-route-element';
import alpha from '../fixtures/web-plugins/alpha/manifest';
import flaky from '../fixtures/web-plugins/flaky/manifest';
import { failures } from '../fixtures/web-plugins/flaky/web/flaky-page';
import { renderApp } from './support/render-app';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function Hello(): ReactElement {
  return <h1>Hello page</h1>;
}

it('shows a suspense fallback tagged with the plugin id while the page loads', async () => {
  let resolve: (module: { default: unknown }) => void = () => undefined;
  const route: PluginRoute = { path: '/Alpha', allowed: ['admin'], page: () => new Promise((done) => (resolve = done)) };
  render(<PluginRouteElement plugin={alpha} route={route} />);
  const fallback = await screen.findByRole('status');
  expect(fallback.getAttribute('data-plugin')).toBe('alpha');
  await act(async () => resolve({ default: Hello }));
  const heading = await screen.findByRole('heading', { name: 'Hello page' });
  expect(heading.closest('[data-plugin]')?.getAttribute('data-plugin')).toBe('alpha');
});

it('contains a page that throws: message and Retry, and Retry recovers', async () => {
  failures.remaining = Number.POSITIVE_INFINITY;
  renderApp('/Flaky', { signedInAs: ['flaky'] });
  const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
  await screen.findByText('Flaky page exploded');
  expect(alert.closest('[data-plugin]')?.getAttribute('data-plugin')).toBe('flaky');
  expect(screen.getByRole('heading', { level: 1, name: 'Flaky tool could not be shown' })).toBeTruthy();
  // The rest of the app is still there.
  expect(screen.getByRole('button', { name: /User menu/ })).toBeTruthy();
  failures.remaining = 0;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Flaky page recovered' })).toBeTruthy();
  expect(screen.queryByText('Flaky page exploded')).toBeNull();
});

it('imports the page again on Retry after a failed import', async () => {
  const page = jest
    .fn<Promise<{ default: unknown }>, []>()
    .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: Hello });
  render(<PluginRouteElement plugin={flaky} route={{ path: '/Flaky', allowed: ['admin'], page }} />);
  await screen.findByText('Failed to fetch dynamically imported module');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await screen.findByRole('heading', { name: 'Hello page' });
  expect(page).toHaveBeenCalledTimes(2);
});

it('reports a page module without a component', async () => {
  const route: PluginRoute = { path: '/Alpha', allowed: ['admin'], page: async () => ({ default: 42 }) };
  render(<PluginRouteElement plugin={alpha} route={route} />);
  expect(await screen.findByText("The page module of 'alpha' has no default-exported component")).toBeTruthy();
});

it('keeps one lazy page per loader across mounts, so a render the router discards does not restart the load', async () => {
  const load = jest.fn(async () => ({ default: Hello }));
  const route: PluginRoute = { path: '/Alpha', allowed: ['admin'], page: load };
  const first = render(<PluginRouteElement plugin={alpha} route={route} />);
  await screen.findByRole('heading', { name: 'Hello page' });
  first.unmount();
  render(<PluginRouteElement plugin={alpha} route={route} />);
  // Already loaded: no fallback, no second import.
  expect(screen.getByRole('heading', { name: 'Hello page' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});
