import { EMAIL_PATTERN } from '@vigil/core';
import type { PlatformServices } from '@vigil/server-sdk';

export const ANALYSTS_SETTING = 'VIGIL_SRMT_ANALYSTS_EMAIL';

/**
 * Where evaluation requests go: the security analysts' addresses (VIGIL_SRMT_ANALYSTS_EMAIL, comma-separated),
 * else the server's support address (docs/decisions.md). Read when the server starts, so a malformed address
 * stops the start rather than losing requests.
 */
export function analystAddresses(platform: Pick<PlatformServices, 'setting' | 'config'>): string[] {
  const value = platform.setting(ANALYSTS_SETTING);
  if (value === undefined) return [platform.config.supportEmail];
  const addresses = value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const wrong = addresses.find((address) => !EMAIL_PATTERN.test(address));
  if (addresses.length === 0 || wrong !== undefined) {
    throw new Error(`${ANALYSTS_SETTING} must be one or more email addresses separated by commas, not '${value}'`);
  }
  return addresses;
}
