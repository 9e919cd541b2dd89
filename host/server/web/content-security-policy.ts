import type { ServerConfig } from '../server-config';

/**
 * What Google's Maps JavaScript API needs beyond our own origin, from its CSP guide (allowlist variant): it
 * evaluates code and loads scripts, styles, fonts, tiles and workers from Google's hosts. Granted only when a
 * Maps key is configured; without one the offline vector map needs nothing outside the origin.
 */
const GOOGLE_MAPS: Readonly<Record<string, readonly string[]>> = {
  'script-src': ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', 'https://*.ggpht.com', '*.googleusercontent.com', "'unsafe-eval'", 'blob:'],
  'style-src': ['https://fonts.googleapis.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'connect-src': ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  'frame-src': ['*.google.com'],
};

/** The origin of an absolute API base URL; none for a path on this server. */
function originOf(base: string): string[] {
  try {
    return [new URL(base).origin];
  } catch {
    return [];
  }
}

/**
 * The Content-Security-Policy of the web host's pages. Scripts come only from this origin: an injected
 * `<script>` or inline handler does not run, whatever slips past the sanitising of server HTML. Inline styles
 * are allowed (React's style props, the legal pages' `<style>`); images may come from any https address (company
 * logos, a configured map image); the APIs, and the videos they stream, may live on another origin
 * (config.legacyApiUrl, newApiUrl). No page may be framed (clickjacking), and no plugin content or `<base>` is
 * accepted.
 */
export function contentSecurityPolicy(config: Pick<ServerConfig, 'googleMapsKey' | 'legacyApiUrl' | 'newApiUrl'>): string {
  const apiOrigins = [...new Set([...originOf(config.legacyApiUrl), ...originOf(config.newApiUrl)])];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Avatars and logos the API serves come from its origin, which may be plain http on a private network.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...apiOrigins],
    'font-src': ["'self'", 'data:'],
    // The live updates' WebSocket goes to the legacy API's origin; older Safari does not match ws(s) to http(s).
    'connect-src': ["'self'", ...apiOrigins, ...apiOrigins.map((origin) => origin.replace(/^http/, 'ws'))],
    // Videos and their captions stream from the API (the address carries the credentials).
    'media-src': ["'self'", ...apiOrigins],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (config.googleMapsKey) {
    for (const [name, sources] of Object.entries(GOOGLE_MAPS)) directives[name]!.push(...sources);
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
