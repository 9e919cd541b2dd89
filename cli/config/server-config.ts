import { createHttpClient } from '../http/http-client';
import { parseJson } from '../http/parse-json';
import type { CliDefaults } from './cli-defaults';

/** What the CLI takes from a server's /config.json (the web host's runtime configuration). */
export type ServerDefaults = Pick<CliDefaults, 'legacyUrl' | 'newUrl' | 'appToken'>;

export type ServerConfigResult =
  | { ok: true; defaults: Partial<ServerDefaults> }
  | { ok: false; unreachable: boolean; reason: string };

/**
 * Reads `<server>/config.json`, the file the web host starts from, so that `--server https://vigil.example` is
 * all the CLI needs. Its API addresses are usually relative to the page ('/api', '/v2'): they resolve against
 * the server's address, as the browser resolves them against the page.
 */
export async function loadServerConfig(server: string, timeoutMs: number): Promise<ServerConfigResult> {
  let base: URL;
  try {
    base = new URL(server.endsWith('/') ? server : `${server}/`);
  } catch {
    return { ok: false, unreachable: false, reason: `--server must be an http(s) URL, got '${server}'` };
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    return { ok: false, unreachable: false, reason: `--server must be an http(s) URL, got '${server}'` };
  }
  const url = new URL('config.json', base).href;
  const outcome = await createHttpClient(timeoutMs).send({ method: 'GET', url });
  if (outcome.kind === 'failure') return { ok: false, unreachable: true, reason: `cannot reach ${url}: ${outcome.reason}` };
  if (outcome.status !== 200) return { ok: false, unreachable: false, reason: `${url} answered HTTP ${outcome.status}` };
  const parsed = parseJson(outcome.body);
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) {
    const why = parsed.ok ? 'not an object' : parsed.reason;
    return { ok: false, unreachable: false, reason: `${url} is not the web host's configuration (${why})` };
  }
  const config = parsed.value as { legacyApiUrl?: unknown; newApiUrl?: unknown; appToken?: unknown };
  const address = (value: unknown): string | undefined =>
    typeof value === 'string' && value.trim() ? new URL(value.trim(), base).href.replace(/\/+$/, '') : undefined;
  const defaults: Partial<ServerDefaults> = {};
  const legacyUrl = address(config.legacyApiUrl);
  const newUrl = address(config.newApiUrl);
  if (legacyUrl) defaults.legacyUrl = legacyUrl;
  if (newUrl) defaults.newUrl = newUrl;
  if (typeof config.appToken === 'string' && config.appToken) defaults.appToken = config.appToken;
  return { ok: true, defaults };
}
