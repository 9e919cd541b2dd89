import defaults from '../../config/default.json';
import type { RateLimit } from './auth/sign-in-rate-limiter';

/** Everything the server reads from config/default.json and the environment. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Holds the SQLite file (when no databaseUrl) and the generated JWT secret. */
  dataDir: string;
  /** postgres:// URL; the embedded SQLite file is used when absent. */
  databaseUrl?: string;
  /** Base of the legacy API; the server mounts it at this URL's path. */
  legacyApiUrl: string;
  /** Base of the newer API; the server mounts it at this URL's path. */
  newApiUrl: string;
  /** Identifies the web client; public (it is served in /config.json), checked on every non-exempt legacy call. */
  appToken: string;
  googleMapsKey: string;
  disabledPlugins: string[];
  loginTokenTtlHours: number;
  /**
   * How often expired login and account tokens are deleted, from the start on (docs/security.md, Stored data).
   * VIGIL_PURGE_INTERVAL_SECONDS sets it in seconds: the multi-process tests watch the purge run once per period.
   */
  purgeIntervalMinutes: number;
  /**
   * On PostgreSQL, how long a process holds a mail it is sending before another process may send it
   * (VIGIL_MAIL_LEASE_SECONDS; the mail queue's own default when absent): the multi-process tests kill one mid-send.
   */
  mailLeaseSeconds?: number;
  /**
   * Extra tracked demo staff a new installation's demo company gets (VIGIL_DEMO_STAFF, up to DEMO_STAFF_MAX), for
   * trying and measuring the GPS screens with many people; read once, when the seed step runs.
   */
  demoStaff: number;
  jwtTtlMinutes: number;
  /** Generated and kept in the data directory when absent. */
  jwtSecret?: string;
  /** Failed sign-ins per account from one client address (docs/security.md, Passwords and sessions). */
  signInRateLimit: RateLimit;
  /** Failed sign-ins from one client address across every account. */
  signInAddressLimit: RateLimit;
  /** Failed sign-ins per account from every address together; an address the account signed in from lately is exempt. */
  signInAccountLimit: RateLimit;
  /** Calls of each anonymous write (sign-up, password reset...) per client address: they send mail or add rows. */
  anonymousWriteLimit: RateLimit;
  /**
   * Whom to believe about the client's address (fastify's trustProxy; VIGIL_TRUST_PROXY): false (the default)
   * uses the connection's address and ignores X-Forwarded-For; a list of the proxies' addresses or CIDR ranges
   * takes the last X-Forwarded-For address that is not one of them; true trusts every hop. Per-address limits
   * count what this gives.
   */
  trustProxy: boolean | string[];
  mobileAppUrl: string;
  websiteUrl: string;
  /**
   * Origin the links in mails point to (https://vigil.example.com). When absent, the origin the request came to;
   * set it in production: a request's Host header is chosen by its sender.
   */
  publicUrl?: string;
  /**
   * Without publicUrl, the host names whose requests mailed links may follow (VIGIL_ALLOWED_HOSTS, comma-separated);
   * empty means the server's own addresses (localhost, loopback and `host`). Any other Host gets the server's own.
   */
  allowedHosts: string[];
  /**
   * Web hosts on other origins whose pages may call this server's APIs (VIGIL_CORS_ORIGINS, comma-separated
   * origins), besides publicUrl's origin, which always may: a web host served apart from its API.
   */
  corsOrigins: string[];
  /** Where help requests are mailed. */
  supportEmail: string;
  /** smtp(s):// URL; when absent, mails are written to <dataDir>/outbox instead of being sent. */
  smtpUrl?: string;
  /** Sender of every mail. */
  mailFrom: string;
  /** Where files (videos, documents, photos) are kept (VIGIL_FILE_STORAGE): 'local', <dataDir>/files, or 's3'. */
  fileStorage: 'local' | 's3';
  /** The bucket when fileStorage is 's3' (VIGIL_S3_*). The keys come from the environment only, never the file. */
  s3: S3Settings;
}

export interface S3Settings {
  /** The store's URL; empty for AWS's regional endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  /** Prepended to every object name ('vigil/'); empty for none. */
  prefix: string;
  /** The bucket in the URL's path rather than its host name, as MinIO and most compatible stores need. */
  forcePathStyle: boolean;
  /** Both or neither; without them the AWS SDK's default chain (an IAM role, STS, AWS_* variables). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** With temporary (STS) keys: their session token. */
  sessionToken?: string;
}

function commaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const DEFAULT_CONFIG: ServerConfig = {
  port: defaults.port,
  host: defaults.host,
  dataDir: defaults.dataDir,
  legacyApiUrl: defaults.legacyApiUrl,
  newApiUrl: defaults.newApiUrl,
  appToken: defaults.appToken,
  googleMapsKey: defaults.googleMapsKey,
  disabledPlugins: [...defaults.disabledPlugins],
  loginTokenTtlHours: defaults.loginTokenTtlHours,
  purgeIntervalMinutes: defaults.purgeIntervalMinutes,
  demoStaff: defaults.demoStaff,
  jwtTtlMinutes: defaults.jwtTtlMinutes,
  signInRateLimit: { ...defaults.signInRateLimit },
  signInAddressLimit: { ...defaults.signInAddressLimit },
  signInAccountLimit: { ...defaults.signInAccountLimit },
  anonymousWriteLimit: { ...defaults.anonymousWriteLimit },
  trustProxy: defaults.trustProxy,
  mobileAppUrl: defaults.mobileAppUrl,
  websiteUrl: defaults.websiteUrl,
  // Empty strings in the file mean "not set".
  ...(defaults.publicUrl ? { publicUrl: defaults.publicUrl } : {}),
  allowedHosts: [],
  corsOrigins: [],
  supportEmail: defaults.supportEmail,
  ...(defaults.smtpUrl ? { smtpUrl: defaults.smtpUrl } : {}),
  mailFrom: defaults.mailFrom,
  fileStorage: parseFileStorage(defaults.fileStorage),
  s3: { ...defaults.s3 },
};

function parseFileStorage(value: string): ServerConfig['fileStorage'] {
  if (value === 'local' || value === 's3') return value;
  throw new Error(`VIGIL_FILE_STORAGE must be local or s3, not '${value}'`);
}

/** The most extra demo staff a seed makes: the GPS screens' figures are measured with this many (issue 20). */
export const DEMO_STAFF_MAX = 10_000;

function parseDemoStaff(value: string): number {
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > DEMO_STAFF_MAX) {
    throw new Error(`VIGIL_DEMO_STAFF must be an integer from 0 to ${DEMO_STAFF_MAX}, not '${value}'`);
  }
  return count;
}

function parseSeconds(name: string, value: string): number {
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 1) throw new Error(`${name} must be a number of seconds from 1, not '${value}'`);
  return seconds;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be an integer from 0 to 65535, not '${value}'`);
  }
  return port;
}

/**
 * VIGIL_TRUST_PROXY: false (also no, off, 0); the load balancers' addresses or CIDR ranges, comma-separated
 * (`10.0.0.0/8`, `loopback`): the client is the nearest X-Forwarded-For address that is not one of them, which a
 * client cannot forge; or true (also yes, on, 1): every hop, so the first address, which a client can forge unless
 * the load balancer replaces the header.
 */
export function parseTrustProxy(value: string): boolean | string[] {
  const lower = value.toLowerCase();
  if (['true', 'yes', 'on', '1'].includes(lower)) return true;
  if (['false', 'no', 'off', '0'].includes(lower)) return false;
  return commaList(value);
}

const S3_VARIABLES = [
  ['VIGIL_S3_ENDPOINT', 'endpoint'],
  ['VIGIL_S3_BUCKET', 'bucket'],
  ['VIGIL_S3_REGION', 'region'],
  ['VIGIL_S3_PREFIX', 'prefix'],
  ['VIGIL_S3_ACCESS_KEY_ID', 'accessKeyId'],
  ['VIGIL_S3_SECRET_ACCESS_KEY', 'secretAccessKey'],
  ['VIGIL_S3_SESSION_TOKEN', 'sessionToken'],
] as const;

/** The overrides the environment gives (see README, Configuration); unset and empty variables give none. */
export function configFromEnv(env: Readonly<Record<string, string | undefined>>): Partial<ServerConfig> {
  const config: Partial<ServerConfig> = {};
  const value = (name: string): string | undefined => (env[name]?.trim() ? env[name]?.trim() : undefined);
  const port = value('PORT');
  if (port !== undefined) config.port = parsePort(port);
  const dataDir = value('VIGIL_DATA_DIR');
  if (dataDir !== undefined) config.dataDir = dataDir;
  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl !== undefined) config.databaseUrl = databaseUrl;
  const jwtSecret = value('VIGIL_JWT_SECRET');
  if (jwtSecret !== undefined) config.jwtSecret = jwtSecret;
  const appToken = value('VIGIL_APP_TOKEN');
  if (appToken !== undefined) config.appToken = appToken;
  const googleMapsKey = value('VIGIL_GOOGLE_MAPS_KEY');
  if (googleMapsKey !== undefined) config.googleMapsKey = googleMapsKey;
  const publicUrl = value('VIGIL_PUBLIC_URL');
  if (publicUrl !== undefined) config.publicUrl = publicUrl;
  const allowedHosts = value('VIGIL_ALLOWED_HOSTS');
  if (allowedHosts !== undefined) config.allowedHosts = commaList(allowedHosts);
  const corsOrigins = value('VIGIL_CORS_ORIGINS');
  if (corsOrigins !== undefined) config.corsOrigins = commaList(corsOrigins);
  const smtpUrl = value('VIGIL_SMTP_URL');
  if (smtpUrl !== undefined) config.smtpUrl = smtpUrl;
  const supportEmail = value('VIGIL_SUPPORT_EMAIL');
  if (supportEmail !== undefined) config.supportEmail = supportEmail;
  const mailFrom = value('VIGIL_MAIL_FROM');
  if (mailFrom !== undefined) config.mailFrom = mailFrom;
  const trustProxy = value('VIGIL_TRUST_PROXY');
  if (trustProxy !== undefined) config.trustProxy = parseTrustProxy(trustProxy);
  const demoStaff = value('VIGIL_DEMO_STAFF');
  if (demoStaff !== undefined) config.demoStaff = parseDemoStaff(demoStaff);
  const purgeSeconds = value('VIGIL_PURGE_INTERVAL_SECONDS');
  if (purgeSeconds !== undefined) config.purgeIntervalMinutes = parseSeconds('VIGIL_PURGE_INTERVAL_SECONDS', purgeSeconds) / 60;
  const mailLease = value('VIGIL_MAIL_LEASE_SECONDS');
  if (mailLease !== undefined) config.mailLeaseSeconds = parseSeconds('VIGIL_MAIL_LEASE_SECONDS', mailLease);
  const fileStorage = value('VIGIL_FILE_STORAGE');
  if (fileStorage !== undefined) config.fileStorage = parseFileStorage(fileStorage.toLowerCase());
  const s3: Partial<S3Settings> = {};
  for (const [name, field] of S3_VARIABLES) {
    const setting = value(name);
    if (setting !== undefined) s3[field] = setting;
  }
  const pathStyle = value('VIGIL_S3_FORCE_PATH_STYLE');
  if (pathStyle !== undefined) s3.forcePathStyle = ['true', 'yes', 'on', '1'].includes(pathStyle.toLowerCase());
  if (Object.keys(s3).length > 0) config.s3 = s3 as S3Settings;
  const disabled = value('VIGIL_DISABLED_PLUGINS');
  if (disabled !== undefined) {
    config.disabledPlugins = commaList(disabled);
  }
  return config;
}

const RATE_LIMIT_KEYS = ['signInRateLimit', 'signInAddressLimit', 'signInAccountLimit', 'anonymousWriteLimit'] as const;

/** Later layers win; the nested rate limits and S3 settings are merged field by field. */
export function resolveConfig(...layers: ReadonlyArray<Partial<ServerConfig> | undefined>): ServerConfig {
  let config: ServerConfig = { ...DEFAULT_CONFIG, s3: { ...DEFAULT_CONFIG.s3 } };
  for (const key of RATE_LIMIT_KEYS) config[key] = { ...DEFAULT_CONFIG[key] };
  for (const layer of layers) {
    if (!layer) continue;
    const defined = Object.fromEntries(Object.entries(layer).filter(([, entry]) => entry !== undefined));
    const merged: ServerConfig = { ...config, ...defined };
    for (const key of RATE_LIMIT_KEYS) merged[key] = { ...config[key], ...layer[key] };
    merged.s3 = { ...config.s3, ...Object.fromEntries(Object.entries(layer.s3 ?? {}).filter(([, entry]) => entry !== undefined)) };
    config = merged;
  }
  return config;
}

/** What /config.json answers: the web host's RuntimeConfig (host/web/services/config-service.ts). */
export type WebRuntimeConfig = Pick<
  ServerConfig,
  'legacyApiUrl' | 'newApiUrl' | 'appToken' | 'googleMapsKey' | 'disabledPlugins' | 'mobileAppUrl' | 'websiteUrl'
>;

export function webRuntimeConfig(config: ServerConfig): WebRuntimeConfig {
  return {
    legacyApiUrl: config.legacyApiUrl,
    newApiUrl: config.newApiUrl,
    appToken: config.appToken,
    googleMapsKey: config.googleMapsKey,
    disabledPlugins: config.disabledPlugins,
    mobileAppUrl: config.mobileAppUrl,
    websiteUrl: config.websiteUrl,
  };
}
