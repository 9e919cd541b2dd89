import defaults from '../../config/default.json';
import { apiBasePath } from '../../host/server/api-base';
import { configFromEnv, DEFAULT_CONFIG, resolveConfig, webRuntimeConfig } from '../../host/server/server-config';

test('defaults come from config/default.json', () => {
  expect(DEFAULT_CONFIG).toMatchObject({ port: defaults.port, appToken: defaults.appToken, signInRateLimit: defaults.signInRateLimit });
  expect(DEFAULT_CONFIG).not.toHaveProperty('jwtSecret');
  // Empty mail settings in the file mean unset: links follow the request, mails go to the outbox.
  expect(DEFAULT_CONFIG).toMatchObject({ supportEmail: 'support@vigil.example', mailFrom: 'Vigil <no-reply@vigil.example>' });
  expect(DEFAULT_CONFIG).not.toHaveProperty('publicUrl');
  // Without a public URL, links follow only the server's own addresses.
  expect(DEFAULT_CONFIG.allowedHosts).toEqual([]);
  expect(DEFAULT_CONFIG).not.toHaveProperty('smtpUrl');
});

test('reads the documented environment variables and ignores empty ones', () => {
  expect(
    configFromEnv({
      PORT: '9090',
      VIGIL_DATA_DIR: '/var/vigil',
      DATABASE_URL: 'postgres://db/vigil',
      VIGIL_JWT_SECRET: 'secret',
      VIGIL_APP_TOKEN: 'app',
      VIGIL_GOOGLE_MAPS_KEY: 'maps',
      VIGIL_DISABLED_PLUGINS: ' cmr, ava ,,',
      VIGIL_PUBLIC_URL: 'https://vigil.example.com',
      VIGIL_ALLOWED_HOSTS: 'vigil.example.com, vigil.internal ,',
      VIGIL_SMTP_URL: 'smtp://mail:25',
      VIGIL_SUPPORT_EMAIL: 'help@example.com',
      VIGIL_MAIL_FROM: 'Vigil <v@example.com>',
      UNRELATED: 'x',
    }),
  ).toEqual({
    port: 9090,
    dataDir: '/var/vigil',
    databaseUrl: 'postgres://db/vigil',
    jwtSecret: 'secret',
    appToken: 'app',
    googleMapsKey: 'maps',
    disabledPlugins: ['cmr', 'ava'],
    publicUrl: 'https://vigil.example.com',
    allowedHosts: ['vigil.example.com', 'vigil.internal'],
    smtpUrl: 'smtp://mail:25',
    supportEmail: 'help@example.com',
    mailFrom: 'Vigil <v@example.com>',
  });
  expect(configFromEnv({ PORT: '', DATABASE_URL: '  ' })).toEqual({});
});

test('refuses a port that is not one', () => {
  expect(() => configFromEnv({ PORT: 'eighty' })).toThrow('PORT must be an integer');
  expect(() => configFromEnv({ PORT: '70000' })).toThrow('PORT must be an integer');
});

test('takes up to 10,000 extra demo staff, and refuses more or a count that is not one', () => {
  expect(configFromEnv({ VIGIL_DEMO_STAFF: '10000' }).demoStaff).toBe(10_000);
  expect(() => configFromEnv({ VIGIL_DEMO_STAFF: '10001' })).toThrow('VIGIL_DEMO_STAFF must be an integer from 0 to 10000');
  expect(() => configFromEnv({ VIGIL_DEMO_STAFF: 'many' })).toThrow("not 'many'");
});

test('the purge period and the mail lease are given in seconds, from 1', () => {
  expect(configFromEnv({ VIGIL_PURGE_INTERVAL_SECONDS: '30' }).purgeIntervalMinutes).toBe(0.5);
  expect(configFromEnv({ VIGIL_MAIL_LEASE_SECONDS: '2' }).mailLeaseSeconds).toBe(2);
  expect(configFromEnv({}).mailLeaseSeconds).toBeUndefined();
  expect(() => configFromEnv({ VIGIL_PURGE_INTERVAL_SECONDS: '0' })).toThrow("VIGIL_PURGE_INTERVAL_SECONDS must be a number of seconds from 1, not '0'");
  expect(() => configFromEnv({ VIGIL_MAIL_LEASE_SECONDS: 'soon' })).toThrow("VIGIL_MAIL_LEASE_SECONDS must be a number of seconds from 1, not 'soon'");
});

test('later layers win, field by field for the rate limit, and undefined changes nothing', () => {
  const config = resolveConfig({ port: 1, signInRateLimit: { max: 5, windowSeconds: 10 } }, { port: 2, appToken: undefined }, { signInRateLimit: { max: 7 } as never });
  expect(config.port).toBe(2);
  expect(config.appToken).toBe(defaults.appToken);
  expect(config.signInRateLimit).toEqual({ max: 7, windowSeconds: 10 });
  expect(DEFAULT_CONFIG.signInRateLimit).toEqual(defaults.signInRateLimit);
});

test('the web runtime config holds exactly the keys the web host reads', () => {
  expect(Object.keys(webRuntimeConfig(DEFAULT_CONFIG)).sort()).toEqual(
    ['appToken', 'disabledPlugins', 'googleMapsKey', 'legacyApiUrl', 'mobileAppUrl', 'newApiUrl', 'websiteUrl'],
  );
});

test('API bases are mounted at the path of their URL', () => {
  expect(apiBasePath('/api')).toBe('/api');
  expect(apiBasePath('/v2/')).toBe('/v2');
  expect(apiBasePath('https://staging.example/legacy/api')).toBe('/legacy/api');
  expect(() => apiBasePath('https://staging.example/')).toThrow('must have a path');
});

test('VIGIL_TRUST_PROXY: off by default; on, off, or the proxies the server believes', () => {
  expect(DEFAULT_CONFIG.trustProxy).toBe(false);
  expect(configFromEnv({})).not.toHaveProperty('trustProxy');
  for (const on of ['true', 'TRUE', 'yes', 'on', '1']) expect(configFromEnv({ VIGIL_TRUST_PROXY: on }).trustProxy).toBe(true);
  for (const off of ['false', 'no', 'off', '0']) expect(configFromEnv({ VIGIL_TRUST_PROXY: off }).trustProxy).toBe(false);
  expect(configFromEnv({ VIGIL_TRUST_PROXY: ' 10.0.0.0/8, loopback ,' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
});

test('each rate limit merges field by field, like the sign-in one', () => {
  const config = resolveConfig(
    { signInAddressLimit: { max: 5 } as never, anonymousWriteLimit: { windowSeconds: 7 } as never },
    { signInAccountLimit: { max: 9, windowSeconds: 90 } },
  );
  expect(config.signInAddressLimit).toEqual({ max: 5, windowSeconds: defaults.signInAddressLimit.windowSeconds });
  expect(config.anonymousWriteLimit).toEqual({ max: defaults.anonymousWriteLimit.max, windowSeconds: 7 });
  expect(config.signInAccountLimit).toEqual({ max: 9, windowSeconds: 90 });
  expect(DEFAULT_CONFIG.signInAddressLimit).toEqual(defaults.signInAddressLimit);
});
