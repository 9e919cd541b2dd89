/**
 * What plugins may import from the web host (besides host/core). Keep it small and stable: pages depend on
 * tokens and interfaces, never on the host's classes, so tests bind fakes (tests/support/render-plugin.tsx).
 */
export { TOKENS } from './services/tokens';
export { ApiError } from './services/api-client';
export type { ApiClient, Params, QueryValue, RequestOptions } from './services/api-client';
export type { AnalyticsService } from './services/analytics-service';
export type { AuthService, SessionState, UrlLocation } from './services/auth-service';
export type { ConfigService, RuntimeConfig } from './services/config-service';
export type { HealthService } from './services/health-service';
export type { NavigateOptions, NavigationService } from './services/navigation-service';
export type { PermissionsService } from './services/permissions-service';
export type { StorageService } from './services/storage-service';
export type { ModalOptions, ToastKind, UiService } from './services/ui-service';
export { ServicesProvider, useContainer, useService } from './services-context';
export { PageHeading } from './ui/page-heading';
export { PageLoader } from './ui/page-loader';
