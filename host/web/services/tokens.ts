import type { ServiceIdentifier } from 'inversify';
import type { PluginManifest } from '../../core/plugin-manifest';
import type { ApiClient } from './api-client';
import type { Api } from './endpoint-client';
import type { AnalyticsService } from './analytics-service';
import type { AuthService } from './auth-service';
import type { ConfigService } from './config-service';
import type { HealthService } from './health-service';
import type { MapsService } from '../maps/maps-service';
import type { NavigationService } from './navigation-service';
import type { PermissionsService } from './permissions-service';
import type { StorageService } from './storage-service';
import type { UiService } from './ui-service';

/**
 * One token per service. Plugins depend on these tokens and the interfaces beside them, never on the classes,
 * so tests bind fakes to the same tokens.
 */
export const TOKENS = {
  Config: Symbol.for('vigil.Config') as ServiceIdentifier<ConfigService>,
  Storage: Symbol.for('vigil.Storage') as ServiceIdentifier<StorageService>,
  LegacyApi: Symbol.for('vigil.LegacyApi') as ServiceIdentifier<ApiClient>,
  NewApi: Symbol.for('vigil.NewApi') as ServiceIdentifier<ApiClient>,
  /** Declared endpoints, on whichever backend each names: `api.call(endpoint, input)`. */
  Api: Symbol.for('vigil.Api') as ServiceIdentifier<Api>,
  Auth: Symbol.for('vigil.Auth') as ServiceIdentifier<AuthService>,
  Permissions: Symbol.for('vigil.Permissions') as ServiceIdentifier<PermissionsService>,
  Ui: Symbol.for('vigil.Ui') as ServiceIdentifier<UiService>,
  Analytics: Symbol.for('vigil.Analytics') as ServiceIdentifier<AnalyticsService>,
  Health: Symbol.for('vigil.Health') as ServiceIdentifier<HealthService>,
  /** Lets services (auth) move the router, which only React components can reach directly. */
  Navigation: Symbol.for('vigil.Navigation') as ServiceIdentifier<NavigationService>,
  /** The discovered, valid and enabled plugin manifests. */
  Plugins: Symbol.for('vigil.Plugins') as ServiceIdentifier<readonly PluginManifest[]>,
  /** Area and marker maps: geometry on demand, Google or the offline map (host/web/maps). */
  Maps: Symbol.for('vigil.Maps') as ServiceIdentifier<MapsService>,
} as const;
