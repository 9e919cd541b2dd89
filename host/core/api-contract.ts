import type { PermissionRule } from './permission-matcher';

/**
 * The contract of the two backends (spec part 1 §7, part 2 §7) as the web host, the reference server and the
 * CLI all see it. Legacy calls live under the legacy base URL (default '/api'); newer-API calls under the new
 * base URL (default '/v2').
 */

/** Field names of the credentials every non-exempt legacy call carries, in the query or the form body. */
export const LOGIN_TOKEN_FIELD = 'login_token';
export const APP_TOKEN_FIELD = 'app_token';

export const LEGACY_PATHS = {
  health: '/health/get-db-status',
  login: '/customers/loginCustomer',
  loginWithToken: '/customers/loginCustomerWithToken',
  checkLoginToken: '/customers/checkLoginToken',
  logout: '/customers/logout',
  companyDetail: '/companies/getDetail',
  frontendPermissions: '/permissions/getFrontendPermissions',
} as const;

export const NEW_API_PATHS = {
  auth: '/auth',
  countries: '/geolocation/countries',
} as const;

/** Every error answer of both APIs: fastify's error shape, plus the offending field for input errors. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  field?: string;
}

export interface HealthStatus {
  status: 'ok';
  database: 'sqlite' | 'postgres';
}

export interface LoginRequest {
  username: string;
  password: string;
}

/** What sign-in answers (spec part 1 §3: user/customer from login). */
export interface CustomerSession {
  login_token: string;
  id: number;
  name: string;
  surname: string;
  initial: string;
  /** Image URL with a cache-busting suffix, or null. */
  image: string | null;
  email: string;
  company: string;
  permission: string[];
  /** ISO date of privacy acceptance, or null when not accepted. */
  privacyCheckedDate: string | null;
}

/** What checkLoginToken answers: the session without the token itself. */
export type CheckLoginTokenResponse = Omit<CustomerSession, 'login_token'>;

export interface CompanyDetail {
  id: number;
  name: string;
  /** Data URI or URL of the logo, or null. */
  logo: string | null;
  /** Plugin ids active for the company. */
  activeModules: string[];
}

export interface FrontendPermissions {
  routes: PermissionRule[];
}

export interface NewApiAuthRequest {
  email: string;
  /** The stored login token serves as password. */
  password: string;
}

export interface NewApiAuthResponse {
  jwt: string;
  account: { legacy_id: number; email: string };
}

export interface GeoCountry {
  id: number;
  name: string;
  zoneId: number;
  iso2: string;
  iso3: string;
}
