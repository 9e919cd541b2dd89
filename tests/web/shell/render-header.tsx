import type { PluginManifest } from '../../../host/core/plugin-manifest';
import type { ApiClient } from '../../../host/web/services/api-client';
import { AppHeader } from '../../../host/web/shell/app-header';
import { MENU_PLUGINS } from '../../fixtures/web-plugins/menus/manifests';
import { fakeAuth, renderPluginPage, TEST_USER } from '../../support/render-plugin';

/** The header for a user with `permission`, over the menu fixture manifests, with the host's dialogs and toasts. */
export function renderHeader(permission: string[], options: { plugins?: readonly PluginManifest[]; legacyApi?: Partial<ApiClient> } = {}) {
  const auth = fakeAuth({ ...TEST_USER, permission });
  const logout = jest.spyOn(auth, 'logout');
  const result = renderPluginPage(<AppHeader />, {
    auth,
    plugins: options.plugins ?? MENU_PLUGINS,
    legacyApi: { get: jest.fn().mockResolvedValue({ id: 1, name: 'Acme', logo: null, activeModules: [] }), ...options.legacyApi },
  });
  return { ...result, logout };
}
