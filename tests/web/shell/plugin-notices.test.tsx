import { act, screen } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { useLocation } from 'wouter';
import { defineManifest, type PluginManifest } from '../../../host/core/plugin-manifest';
import { PluginNotices } from '../../../host/web/shell/plugin-notices';
import { fakeAuth, renderPluginPage, TEST_USER } from '../../support/render-plugin';

/**
 * A manifest's `notices` (issue 20, an SOS on every page): the shell mounts each above every signed-in page for
 * the users it allows, loads it only for them, and keeps it mounted while they move between pages.
 */
function Notice(): ReactElement {
  const [pathname, navigate] = useLocation();
  return (
    <p role="alert">
      Something is urgent on {pathname}
      <button type="button" onClick={() => navigate('/Elsewhere')}>
        Go elsewhere
      </button>
    </p>
  );
}

function manifestWith(view: () => Promise<{ default: unknown }>): PluginManifest {
  return defineManifest({
    id: 'demo-notice',
    title: 'Demo notice',
    section: 'PROTECT',
    routes: [],
    menu: [],
    notices: [{ allowed: ['admin', 'demo-notice'], view }],
  });
}

test('an allowed user sees the notice, loaded once, and it stays mounted across pages', async () => {
  let mounts = 0;
  const view = jest.fn(async () => ({
    default: function Counted(): ReactElement {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <Notice />;
    },
  }));
  renderPluginPage(<PluginNotices />, { plugins: [manifestWith(view)], route: '/Home' });
  expect(await screen.findByText('Something is urgent on /Home')).toBeTruthy();
  await act(async () => screen.getByRole('button', { name: 'Go elsewhere' }).click());
  expect(screen.getByText('Something is urgent on /Elsewhere')).toBeTruthy();
  expect(view).toHaveBeenCalledTimes(1);
  expect(mounts).toBe(1);
});

test('a user the notice does not allow never downloads it', async () => {
  const view = jest.fn(async () => ({ default: Notice }));
  const auth = fakeAuth({ ...TEST_USER, permission: ['gpa'] });
  renderPluginPage(<PluginNotices />, { plugins: [manifestWith(view)], auth });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  expect(screen.queryByRole('alert')).toBeNull();
  expect(view).not.toHaveBeenCalled();
});

test('a notice that cannot load says so in its place, and the page goes on', async () => {
  const view = jest.fn(async () => Promise.reject(new Error('Network down')));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderPluginPage(<PluginNotices />, { plugins: [manifestWith(view)] });
  expect(await screen.findByRole('heading', { level: 2, name: 'Demo notice could not be shown' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
});
