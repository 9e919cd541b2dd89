import { registerLegacyRoute, type LegacyApi } from '../legacy/legacy-route';
import type { LoadedPlugin } from './load-server-parts';

/**
 * Mounts the plugins' endpoints under the legacy API with its conventions. An endpoint without its own
 * permissions takes those of the plugin's first route (allowed and not-allowed), so the server refuses exactly
 * whom the client's route guard refuses.
 */
export function mountPluginEndpoints(legacy: LegacyApi, plugins: readonly LoadedPlugin[]): void {
  for (const { manifest, part } of plugins) {
    const firstRoute = manifest.routes[0];
    for (const endpoint of part.endpoints) {
      registerLegacyRoute(legacy, {
        method: endpoint.method,
        path: endpoint.path,
        permissions: endpoint.permissions ?? firstRoute?.allowed ?? 'authenticated',
        notAllowed: endpoint.permissions ? undefined : firstRoute?.notAllowed,
        handler: ({ input, user, db }) =>
          endpoint.handler({
            input,
            user: { id: user.id, companyId: user.companyId, username: user.username, permissions: user.permissions },
            db,
          }),
      });
    }
  }
}
