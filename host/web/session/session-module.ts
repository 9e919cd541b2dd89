import type { Container } from 'inversify';
import routeTable from '../../../config/route-permissions.json';
import { effectiveRules } from '../../core/manifest-rules';
import type { PermissionRule } from '../../core/permission-matcher';
import { discoverPlugins } from '../plugins/discover-plugins';
import { BrowserMapsService } from '../maps/maps-service';
import { enabledPlugins } from '../plugins/valid-manifests';
import type { UrlLocation } from '../services/auth-service';
import { RulePermissionsService } from '../services/rule-permissions-service';
import { SessionAuthService } from '../services/session-auth-service';
import { TOKENS } from '../services/tokens';
import { UiStore } from '../services/ui-store';

/**
 * Binds the services that hold session state (MobX) and know the plugins. Anything already bound is kept, so
 * tests bind fakes first and the app binds the real ones.
 */
export function bindSessionServices(container: Container): void {
  if (!container.isBound(TOKENS.Ui)) container.bind(TOKENS.Ui).toConstantValue(new UiStore());
  if (!container.isBound(TOKENS.Plugins)) {
    container
      .bind(TOKENS.Plugins)
      .toDynamicValue((context) => enabledPlugins(discoverPlugins(), context.get(TOKENS.Config)));
  }
  if (!container.isBound(TOKENS.Auth)) {
    container.bind(TOKENS.Auth).toDynamicValue(
      (context) =>
        new SessionAuthService({
          api: context.get(TOKENS.Api),
          legacyApi: context.get(TOKENS.LegacyApi),
          storage: context.get(TOKENS.Storage),
          ui: context.get(TOKENS.Ui),
          navigation: context.get(TOKENS.Navigation),
        }),
    );
  }
  if (!container.isBound(TOKENS.Maps)) {
    // Light: the geometry and google-map-react are dynamic imports inside the maps code.
    container.bind(TOKENS.Maps).toDynamicValue((context) => new BrowserMapsService(context.get(TOKENS.Config)));
  }
  if (!container.isBound(TOKENS.Permissions)) {
    container.bind(TOKENS.Permissions).toDynamicValue(
      (context) =>
        new RulePermissionsService(
          context.get(TOKENS.Auth),
          context.get(TOKENS.Api),
          context.get(TOKENS.Storage),
          effectiveRules(routeTable.routes as PermissionRule[], context.get(TOKENS.Plugins)),
        ),
    );
  }
}

/** Binds the session services and lets Auth look at the arrival URL (token in the query, stored token). */
export function startSession(container: Container, location: UrlLocation): void {
  bindSessionServices(container);
  container.get(TOKENS.Auth).start(location);
  // Created now so that it starts following the session (its rules refresh when one begins).
  container.get(TOKENS.Permissions);
}
