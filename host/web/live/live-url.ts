/**
 * The live WebSocket's address from the legacy API's base (runtime config, absolute or a path on this site) and
 * the page's address: wss beside https, ws beside http, at `<base>/live` (host/server/live).
 */
export function liveUrl(legacyApiUrl: string, pageUrl: string): string {
  const url = new URL(legacyApiUrl, pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/live`;
  url.search = '';
  url.hash = '';
  return url.toString();
}
