import routeTable from '../../../config/route-permissions.json';
import { getFrontendPermissions, type FrontendPermissions } from '../../core/contract/permissions';
import { effectiveRules } from '../../core/manifest-rules';
import { bind, type EndpointBinding } from '../endpoints/endpoint-binding';
import type { ServerContext } from '../server-context';

/** The route permission table the client guards with: config/route-permissions.json plus the plugins' routes. */
export function permissionBindings({ manifests }: Pick<ServerContext, 'manifests'>): EndpointBinding[] {
  const routes = effectiveRules(routeTable.routes, manifests).map((rule) => ({
    prefix: rule.prefix,
    allowed: [...rule.allowed],
    ...(rule.notAllowed ? { notAllowed: [...rule.notAllowed] } : {}),
  }));
  const answer: FrontendPermissions = { routes };
  return [bind(getFrontendPermissions, async () => answer)];
}
