import type { BrowserSuite } from './browser-suite';

/** Opens `path` signed in as `username` with the token in the address, as a bubble link does. */
export async function openWithToken(suite: BrowserSuite, username: string, password: string, path: string): Promise<void> {
  const token = await suite.app.server.login(username, password);
  await suite.page.goto(`${suite.app.server.url}${path}${path.includes('?') ? '&' : '?'}login_token=${encodeURIComponent(token)}`);
}
