/**
 * The path an API is mounted at, from its configured base URL: '/api' stays '/api', 'https://host/v2/' gives
 * '/v2'. The web host may be pointed at another backend by URL; this server still serves the path.
 */
export function apiBasePath(baseUrl: string): string {
  const pathname = new URL(baseUrl, 'http://localhost').pathname.replace(/\/+$/, '');
  if (!pathname) throw new Error(`An API base must have a path (like /api), not '${baseUrl}'`);
  return pathname;
}
