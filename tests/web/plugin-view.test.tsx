import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { defineManifest, validateManifest, type PluginManifest } from '../../host/core/plugin-manifest';
import { PluginView } from '../../host/web/plugins/plugin-view';
import { renderPluginPage } from '../support/render-plugin';

/*
 * Shared plugin views (docs/architecture.md): a plugin offers components in its manifest's `views`, and a plugin
 * that uses it renders one with PluginView, lazily, inside suspense and error boundaries, with the props it gives.
 */

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

interface GreetingProps {
  name: string;
  link: (name: string) => string;
}

function Greeting({ name, link }: GreetingProps): ReactElement {
  return <a href={link(name)}>Hello {name}</a>;
}

function offering(views: PluginManifest['views']): PluginManifest {
  return defineManifest({ id: 'atlas', title: 'Atlas tool', section: 'ANALYSE', routes: [], menu: [], views });
}

const props: GreetingProps = { name: 'Rome', link: (name) => `/Inf/list/${name}` };

it('is a valid manifest field: views are lazy loaders, like pages', () => {
  expect(validateManifest(offering({ greeting: async () => ({ default: Greeting }) }))).toEqual([]);
});

it("loads an enabled plugin's view only when shown, with a tagged fallback meanwhile, and renders it with the props", async () => {
  let resolve: (module: { default: unknown }) => void = () => undefined;
  const load = jest.fn(() => new Promise<{ default: unknown }>((done) => (resolve = done)));
  renderPluginPage(<PluginView<GreetingProps> plugin="atlas" view="greeting" props={props} />, {
    plugins: [offering({ greeting: load })],
  });
  const fallback = await screen.findByRole('status');
  expect(fallback.getAttribute('data-plugin')).toBe('atlas');
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => resolve({ default: Greeting }));
  const link = await screen.findByRole('link', { name: 'Hello Rome' });
  expect(link.getAttribute('href')).toBe('/Inf/list/Rome');
  expect(link.closest('[data-view]')?.getAttribute('data-view')).toBe('greeting');
  expect(load).toHaveBeenCalledTimes(1);
});

it('says in its own place, under an h2, that a view of a disabled or absent plugin is not available', async () => {
  renderPluginPage(
    <main>
      <h1>The page</h1>
      <PluginView<GreetingProps> plugin="atlas" view="greeting" props={props} />
    </main>,
    { plugins: [] },
  );
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("The view 'greeting' of 'atlas' is not available");
  expect(screen.getByRole('heading', { level: 2, name: 'atlas could not be shown' })).toBeTruthy();
  // The page around it is still there.
  expect(screen.getByRole('heading', { level: 1, name: 'The page' })).toBeTruthy();
});

it('says so of a view the plugin does not offer', async () => {
  renderPluginPage(<PluginView<GreetingProps> plugin="atlas" view="missing" props={props} />, {
    plugins: [offering({ greeting: async () => ({ default: Greeting }) })],
  });
  expect((await screen.findByRole('alert')).textContent).toContain("The view 'missing' of 'atlas' is not available");
  expect(screen.getByRole('heading', { level: 2, name: 'Atlas tool could not be shown' })).toBeTruthy();
});

it('imports the view again on Retry after a failed import', async () => {
  const load = jest
    .fn<Promise<{ default: unknown }>, []>()
    .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: Greeting });
  renderPluginPage(<PluginView<GreetingProps> plugin="atlas" view="greeting" props={props} />, {
    plugins: [offering({ greeting: load })],
  });
  await screen.findByText('Failed to fetch dynamically imported module');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await screen.findByRole('link', { name: 'Hello Rome' });
  expect(load).toHaveBeenCalledTimes(2);
});
