import { DEFAULT_CONFIG, type ServerConfig } from '../../../host/server/server-config';

/**
 * The shipped sign-in and anonymous-write limits: test servers relax them (tests/support/test-server.ts), the tests
 * of the limits put them back.
 */
export const REAL_LIMITS: Partial<ServerConfig> = {
  signInRateLimit: DEFAULT_CONFIG.signInRateLimit,
  signInAddressLimit: DEFAULT_CONFIG.signInAddressLimit,
  signInAccountLimit: DEFAULT_CONFIG.signInAccountLimit,
  anonymousWriteLimit: DEFAULT_CONFIG.anonymousWriteLimit,
};
