import type { AnyEndpoint } from '../endpoints';

/**
 * The platform's endpoints (sign-in, the public area, the account, people, geography, permissions, health): the
 * calls every module relies on, declared like a module's (see plugins/<id>/contract). The server mounts them, the
 * web host calls them with `api.call`, `vigil smoke` and the OpenAPI description find them here.
 */
export const platformEndpoints: readonly AnyEndpoint[] = [];
