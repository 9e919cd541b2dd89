import type { PlatformServices } from '@vigil/server-sdk';

type ServerConfig = PlatformServices['config'];

/** The request's scheme and Host, as the server received them. */
export interface RequestOrigin {
  protocol: string;
  host: string;
}

/**
 * Where a phone reaches the legacy API: an absolute legacyApiUrl as it is; else the configured public origin (set
 * it in production) or, without one, the origin the pairing request came to, plus the API's path. The address is
 * answered to the signed-in user who asked, never mailed, so a Host header chosen by its sender misleads only them.
 */
export function legacyApiBaseUrl(config: Pick<ServerConfig, 'legacyApiUrl' | 'publicUrl'>, request: RequestOrigin): string {
  const api = config.legacyApiUrl.trim();
  if (/^https?:\/\//i.test(api)) return api.replace(/\/+$/, '');
  const origin = config.publicUrl?.trim().replace(/\/+$/, '') || `${request.protocol}://${request.host}`;
  const path = new URL(api, 'http://localhost').pathname.replace(/\/+$/, '');
  return `${origin}${path}`;
}
