import { LOGIN_TOKEN_FIELD } from '../../core/credential-fields';
import type { UrlLocation } from '../services/auth-service';

export const LOGIN_PATH = '/Login';
export const SERVICE_UNAVAILABLE_PATH = '/500';

/** Pages that render without a session: the sign-in area and the service-unavailable page. */
export function isPublicPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return lower === '/login' || lower.startsWith('/login/') || pathname === SERVICE_UNAVAILABLE_PATH;
}

/**
 * Whether the session services are needed right away: on every authenticated page, and on public pages when
 * there is a token to check (in the address or in storage).
 */
export function needsSessionNow(location: UrlLocation, storedToken: string | null): boolean {
  if (!isPublicPath(location.pathname)) return true;
  return Boolean(storedToken) || new URLSearchParams(location.search).has(LOGIN_TOKEN_FIELD);
}
