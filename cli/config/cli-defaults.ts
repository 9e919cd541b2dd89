import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What the CLI takes from config/default.json and the environment when an option is not given. */
export interface CliDefaults {
  legacyUrl: string;
  newUrl: string;
  appToken: string;
  timeoutMs: number;
  username?: string;
  password?: string;
}

interface DefaultConfigFile {
  port?: number;
  legacyApiUrl?: string;
  newApiUrl?: string;
  appToken?: string;
}

export const DEFAULT_TIMEOUT_MS = 5000;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads config/default.json at run time rather than bundling it, so the CLI follows the same file (and the same
 * environment overrides) as the reference server it checks.
 */
export function loadCliDefaults(repoRoot: string, env: Env): CliDefaults {
  const config = readConfig(repoRoot);
  // The same variables the reference server reads (host/server/server-config), so both agree on a port.
  const port = env.PORT?.trim() || String(config.port ?? 8080);
  const origin = `http://localhost:${port}`;
  return {
    legacyUrl: absoluteUrl(origin, config.legacyApiUrl ?? '/api'),
    newUrl: absoluteUrl(origin, config.newApiUrl ?? '/v2'),
    appToken: env.VIGIL_APP_TOKEN?.trim() || config.appToken || '',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    ...(env.VIGIL_SMOKE_USERNAME ? { username: env.VIGIL_SMOKE_USERNAME } : {}),
    ...(env.VIGIL_SMOKE_PASSWORD ? { password: env.VIGIL_SMOKE_PASSWORD } : {}),
  };
}

function readConfig(repoRoot: string): DefaultConfigFile {
  const file = path.join(repoRoot, 'config', 'default.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as DefaultConfigFile;
  } catch {
    // Outside a checkout (or with a broken file) the built-in defaults still point at a local server.
    return {};
  }
}

/** The web config holds base paths relative to the page ('/api'); the CLI needs a full URL. */
function absoluteUrl(origin: string, base: string): string {
  return /^https?:\/\//i.test(base) ? base : `${origin}${base.startsWith('/') ? '' : '/'}${base}`;
}

/** Parses a --timeout value: a positive whole number of milliseconds. */
export function parseTimeout(value: string | undefined, fallback: number): number | string {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    return `--timeout must be a positive number of milliseconds, got '${value}'`;
  }
  return parsed;
}
