import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { manifestRules } from '../../../host/core/manifest-rules';
import { defineManifest, type PageLoader, type PluginManifest } from '../../../host/core/plugin-manifest';
import { dashboardBlockEntries } from '../../../host/web/shell/dashboard-block-entries';
import { DashboardPage } from '../../../host/web/shell/dashboard-page';
import { fakeAuth, fakePermissions, renderPluginPage, TEST_USER } from '../../support/render-plugin';

/**
 * Issue 24, "a dashboard that answers first": the modules' `dashboardBlocks` open the dashboard, each for the users
 * it allows where the company has the module, loaded only then; and a dimmed bubble says why on the tile.
 */
function block(text: string): PageLoader {
  return jest.fn(async () => ({
    default: function Block(): ReactElement {
      return (
        <section aria-label={text}>
          <h3>{text}</h3>
        </section>
      );
    },
  }));
}

function tool(id: string, options: { active?: boolean; blocks?: PluginManifest['dashboardBlocks'] } = {}): PluginManifest {
  return defineManifest({
    id,
    title: `${id} title`,
    section: 'INFORM',
    routes: [{ path: `/${id}`, allowed: ['admin', id], page: async () => ({ default: () => null }) }],
    menu: [],
    bubble: { label: `${id} bubble`, active: options.active ?? true },
    dashboardBlocks: options.blocks,
  });
}

function renderDashboard(plugins: PluginManifest[], permission: string[], activeModules: string[]) {
  const auth = fakeAuth({ ...TEST_USER, permission });
  return renderPluginPage(<DashboardPage />, {
    plugins,
    auth,
    permissions: fakePermissions(auth, manifestRules(plugins)),
    legacyApi: { get: jest.fn().mockResolvedValue({ id: 1, name: 'Acme', logo: null, activeModules }) },
  });
}

it("opens on the blocks of the user's modules, in their order, and loads no other", async () => {
  const news = block('News block');
  const sos = block('SOS block');
  const tests = block('Tests block');
  const disabled = block('Disabled block');
  const plugins = [
    tool('nat', { blocks: [{ allowed: ['nat'], order: 20, view: news }] }),
    tool('gps', { blocks: [{ allowed: ['gps'], order: 10, view: sos }] }),
    tool('inf', { blocks: [{ allowed: ['admin'], order: 30, view: tests }] }),
    tool('tra', { blocks: [{ allowed: ['tra'], order: 5, view: disabled }] }),
  ];
  renderDashboard(plugins, ['nat', 'gps', 'tra'], ['nat', 'gps', 'inf']);
  const now = await screen.findByRole('region', { name: 'For you now' });
  await within(now).findByRole('heading', { level: 3, name: 'News block' });
  expect(within(now).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['SOS block', 'News block']);
  // inf's block is for admins; tra's module is not the company's: neither is downloaded.
  expect(tests).not.toHaveBeenCalled();
  expect(disabled).not.toHaveBeenCalled();
});

it('shows no "For you now" heading to a user none of the blocks is for', async () => {
  const news = block('News block');
  renderDashboard([tool('nat', { blocks: [{ allowed: ['nat'], order: 1, view: news }] }), tool('gpa')], ['gpa'], ['nat', 'gpa']);
  await screen.findByRole('link', { name: 'gpa bubble' });
  expect(screen.queryByRole('region', { name: 'For you now' })).toBeNull();
  expect(news).not.toHaveBeenCalled();
});

it('shows a block that fails to load as its failure with Retry, in its place only', async () => {
  const broken = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ default: () => <h3>Back again</h3> });
  const plugins = [tool('nat', { blocks: [{ allowed: ['nat'], order: 1, view: broken }] }), tool('gps', { blocks: [{ allowed: ['gps'], order: 2, view: block('SOS block') }] })];
  const silenced = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    renderDashboard(plugins, ['nat', 'gps'], ['nat', 'gps']);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(await screen.findByRole('heading', { level: 3, name: 'SOS block' })).toBeTruthy();
    await act(async () => retry.click());
    expect(await screen.findByRole('heading', { level: 3, name: 'Back again' })).toBeTruthy();
  } finally {
    silenced.mockRestore();
  }
});

it('says on each dimmed bubble why it is dimmed, once the company is known', async () => {
  renderDashboard([tool('nat'), tool('tra', { active: false }), tool('gps'), tool('gpa')], ['nat', 'tra', 'gpa'], ['nat', 'tra', 'gpa']);
  await screen.findByRole('link', { name: 'nat bubble' });
  const tile = (label: string): HTMLElement => screen.getByText(label).closest('[aria-disabled="true"]') as HTMLElement;
  expect(tile('tra bubble').textContent).toContain('Not available yet');
  expect(tile('gps bubble').textContent).toContain('Not enabled for your company');
  // A link says nothing of the kind.
  expect(screen.getByRole('link', { name: 'nat bubble' }).textContent).not.toContain('Not');
});

it('says that a bubble is outside the user\'s permissions', async () => {
  renderDashboard([tool('gps'), tool('nat')], ['nat'], ['gps', 'nat']);
  await screen.findByRole('link', { name: 'nat bubble' });
  expect((screen.getByText('gps bubble').closest('[aria-disabled="true"]') as HTMLElement).textContent).toContain(
    'Not in your permissions: ask your administrator',
  );
});

it('answers no block before the company is known, and each allowed block of each enabled module after', () => {
  const view = block('x');
  const plugins = [tool('b', { blocks: [{ allowed: ['b'], order: 1, view }, { allowed: ['z'], order: 0, view }] }), tool('a', { blocks: [{ allowed: ['a'], order: 1, view }] })];
  const holds = (allowed: readonly string[]): boolean => allowed.some((permission) => ['a', 'b'].includes(permission));
  expect(dashboardBlockEntries(plugins, null, holds)).toEqual([]);
  expect(dashboardBlockEntries(plugins, ['a', 'b'], holds).map((entry) => entry.key)).toEqual(['a 0', 'b 0']);
  expect(dashboardBlockEntries(plugins, ['b'], holds).map((entry) => entry.key)).toEqual(['b 0']);
});
