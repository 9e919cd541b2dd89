import type { CliDefaults } from './cli-defaults';
import { parseTimeout } from './cli-defaults';

/** The options every command that signs in to a server takes, as commander hands them over. */
export interface SignInFlags {
  legacyUrl?: string;
  appToken?: string;
  username?: string;
  password?: string;
  timeout?: string;
}

/** Where and as whom a command signs in, with the time it gives each request. */
export interface SignedInTarget {
  legacyUrl: string;
  appToken: string;
  username: string;
  password: string;
  timeoutMs: number;
}

/**
 * Fills the sign-in flags from the defaults (config/default.json, VIGIL_SMOKE_USERNAME/PASSWORD); a string names
 * what is missing or wrong. One reading for `vigil smoke` and `vigil track simulate`, so both ask for the same.
 */
export function resolveSignedInTarget(flags: SignInFlags, defaults: CliDefaults): SignedInTarget | string {
  const username = flags.username ?? defaults.username;
  if (!username) return 'missing --username (or set VIGIL_SMOKE_USERNAME)';
  const password = flags.password ?? defaults.password;
  if (!password) return 'missing --password (or set VIGIL_SMOKE_PASSWORD)';
  const timeoutMs = parseTimeout(flags.timeout, defaults.timeoutMs);
  if (typeof timeoutMs === 'string') return timeoutMs;
  return { legacyUrl: flags.legacyUrl ?? defaults.legacyUrl, appToken: flags.appToken ?? defaults.appToken, username, password, timeoutMs };
}
