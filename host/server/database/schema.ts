import type { Generated } from 'kysely';

/**
 * Table types of the reference server's database, for Kysely. Both dialects store the same shapes: timestamps
 * are ISO-8601 UTC text (so they compare as text and read back identically on SQLite and PostgreSQL), flags are
 * integers 0/1, lists are JSON text.
 */

export interface ContinentTable {
  id: Generated<number>;
  /** countries-list continent code: AF, AN, AS, EU, NA, OC, SA. */
  code: string;
  name: string;
}

export interface CountryTable {
  id: Generated<number>;
  continent_id: number;
  name: string;
  iso2: string;
  iso3: string;
  /** ISO 3166-1 numeric code; null while no installed data package provides it. */
  iso_numeric: string | null;
  /** International calling codes with a plus, comma-separated ('+1', '+377, +381, +386'). */
  calling_code: string;
  capital: string | null;
  /** IANA time zones, comma-separated, the main one first. */
  time_zones: string;
}

export interface CityTable {
  id: Generated<number>;
  country_id: number;
  name: string;
  latitude: number;
  longitude: number;
  population: number;
  is_capital: number;
}

export interface CompanyTable {
  id: Generated<number>;
  name: string;
  logo: string | null;
  /** 1 for the seeded demo company: newly installed plugins are switched on for it. */
  is_demo: number;
  created_at: string;
  /** The code a sign-up link names the company by ('demo' for the demo company); null: no self sign-up. */
  signup_code: string | null;
}

export interface CompanyModuleTable {
  company_id: number;
  module_id: string;
}

export interface CustomerTable {
  id: Generated<number>;
  company_id: number;
  username: string;
  /** Stored lower-case so look-ups are case-insensitive on both dialects. */
  email: string;
  password_hash: string;
  name: string;
  surname: string;
  phone: string;
  image: string | null;
  /** JSON array of permission strings. */
  permissions: string;
  privacy_checked_at: string | null;
  last_login_at: string | null;
  /** The sign-in before the latest one: what the account header shows as the last login. */
  previous_login_at: string | null;
  created_at: string;
  /** 'en' or 'it' (host/core ACCOUNT_LANGUAGES). */
  language: Generated<string>;
  foreign_phone: Generated<string>;
  /** 0 from sign-up until the mailed confirmation link is used; accounts made otherwise are confirmed. */
  is_confirmed: Generated<number>;
  nationality_id: number | null;
  /** The platform code (spec: id_employee). */
  employee_code: string | null;
  /** 1: disabled, cannot sign in (spec: hidden means the user is disabled). */
  hidden: Generated<number>;
  tracking_enabled: Generated<number>;
  /** 0 hides the geopolitical risks from this employee (spec: politicalriskvisible). */
  political_risk_visible: Generated<number>;
}

export interface LoginTokenTable {
  id: Generated<number>;
  customer_id: number;
  /** sha256 (hex) of the token: a stolen database does not yield usable tokens. */
  token_hash: string;
  created_at: string;
  expires_at: string;
}

/** What a mailed token allows: confirming a registration, resetting a password, confirming a new email address. */
export type AccountTokenPurpose = 'registration' | 'reset' | 'email';

export interface AccountTokenTable {
  id: Generated<number>;
  customer_id: number;
  purpose: AccountTokenPurpose;
  /** sha256 (hex) of the mailed token, as for login tokens. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** Set when the token is spent: tokens are single-use. */
  used_at: string | null;
  /** Purpose 'email': the address the account changes to once the token is spent. */
  new_email: string | null;
  /** Purpose 'email': the login session that asked for the change (it stays signed in), or null. */
  session_id: number | null;
}

/** A message to a person (spec part 2 §3 Alert/message): plain, or a pickup with its details. */
export interface NotificationTable {
  id: Generated<number>;
  /** The recipient. */
  customer_id: number;
  content: string;
  /** The served URL of the message's image (message_images), or null. */
  image: string | null;
  /** The image's row (message_images.id), shared by every notification of a message sent to many; null for none. */
  image_id: string | null;
  is_read: Generated<number>;
  created_at: string;
  updated_at: string;
  /** Who sent it; null for the platform's own notifications or once the sender is deleted. */
  sender_id: number | null;
  kind: Generated<'message' | 'pickup'>;
  pickup_date: string | null;
  airport: string | null;
  location: string | null;
  driver: string | null;
  driver_detail: string | null;
  pickup_company: string | null;
  vhl: string | null;
  /** When the recipient first read it. */
  read_at: string | null;
}

/** A message's image, served publicly at an unguessable URL like an avatar; it goes with its message. */
export interface MessageImageTable {
  /** Random, so the public URL cannot be guessed. */
  id: string;
  mime_type: string;
  bytes: Buffer;
  /** An image no notification uses is purged once older than an hour (a send may still be storing its recipients). */
  created_at: string;
}

export interface MonitoredCountryTable {
  customer_id: number;
  country_id: number;
  /** JSON list of threat levels (host/core THREAT_LEVELS). */
  level_alert: Generated<string>;
  created_at: string;
}

export interface AvatarTable {
  /** Random, so the public URL cannot be guessed. */
  id: string;
  customer_id: number;
  mime_type: string;
  bytes: Buffer;
  updated_at: string;
}

export interface HelpRequestTable {
  id: Generated<number>;
  customer_id: number;
  message: string;
  created_at: string;
}

/** One periodic job's schedule across the server processes (host/server/jobs/job-claim.ts). */
export interface JobRunTable {
  name: string;
  /** When the next period's run is due. */
  next_run_at: string;
  /** The process running it now (its instance name and a random part), until `locked_until`. */
  locked_by: string | null;
  locked_until: string | null;
  run_count: Generated<number>;
}

/**
 * PostgreSQL only, UNLOGGED: the fixed-window counts every process's limits share (host/server/limits). Written
 * through SQL of its own (one atomic upsert per hit); `reset_at` is the database's clock.
 */
export interface RateLimitCountTable {
  key: string;
  count: number;
  reset_at: Date;
}

/** The accounts and addresses that signed in lately (a hash of each pair), exempt from the wider sign-in limits. */
export interface SignInKnownPairTable {
  key: string;
  expires_at: string;
}

/** A mail being sent, until it is sent (host/server/mail/mail-queue.ts). */
export interface MailQueueTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  created_at: string;
  /** The process sending it, until `locked_until`; after that any process may send it. */
  locked_by: string;
  locked_until: string;
  attempts: Generated<number>;
  last_error: string | null;
}

export interface SeedStepTable {
  name: string;
  applied_at: string;
}

/** A company's project ("building" in the API: {label, value}). */
export interface BuildingTable {
  id: Generated<number>;
  company_id: number;
  label: string;
  created_at: string;
  /** Where the project is (issue 21): both set or both null, degrees (WGS 84). */
  lat: number | null;
  lng: number | null;
}

export interface CustomerBuildingTable {
  customer_id: number;
  building_id: number;
}

export interface PluginInstallTable {
  plugin_id: string;
  installed_at: string;
}

export interface Database {
  continents: ContinentTable;
  countries: CountryTable;
  cities: CityTable;
  companies: CompanyTable;
  company_modules: CompanyModuleTable;
  customers: CustomerTable;
  login_tokens: LoginTokenTable;
  plugin_installs: PluginInstallTable;
  account_tokens: AccountTokenTable;
  notifications: NotificationTable;
  message_images: MessageImageTable;
  monitored_countries: MonitoredCountryTable;
  avatars: AvatarTable;
  help_requests: HelpRequestTable;
  seed_steps: SeedStepTable;
  job_runs: JobRunTable;
  mail_queue: MailQueueTable;
  rate_limit_counts: RateLimitCountTable;
  sign_in_known_pairs: SignInKnownPairTable;
  buildings: BuildingTable;
  customer_buildings: CustomerBuildingTable;
}
