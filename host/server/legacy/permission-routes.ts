import routeTable from '../../../config/route-permissions.json';
import type { FrontendPermissions } from '../../core/api-contract';
import { LEGACY_PATHS } from '../../core/api-contract';
import { effectiveRules } from '../../core/manifest-rules';
import type { ServerContext } from '../server-context';
import { registerLegacyRoute } from './legacy-route';

/** The route permission table the client guards with: config/route-permissions.json plus the plugins' routes. */
export function registerPermissionRoutes({ legacy, manifests }: ServerContext): void {
  const answer: FrontendPermissions = { routes: effectiveRules(routeTable.routes, manifests) };
  registerLegacyRoute(legacy, {
    method: ['GET', 'POST'],
    path: LEGACY_PATHS.frontendPermissions,
    async handler() {
      return answer;
    },
  });
}
