import type { MessageAnswer } from './endpoints/fields';

import type { PermissionRule } from './permission-matcher';
import { RISK_LEVELS, type RiskLevel } from './risk-math';

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
  /** The account's language; the web host switches to it on sign-in. */
  language: 'en' | 'it';
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

/** Calls of the shell, the public area and the account (spec part 1 §7). */
export const ACCOUNT_PATHS = {
  signUp: '/customers/signUp',
  resetPassword: '/customers/resetPassword',
  setNewPassword: '/customers/setNewPassword',
  confirmRegistration: '/customers/confirmRegistration',
  acceptPrivacy: '/customers/acceptPrivacy',
  askHelp: '/email/askHelp',
  employeeDetail: '/customers/getEmployeeDetail',
  editEmployee: '/customers/editEmployee',
  highlightedCountries: '/customers/getHighlightedCountries',
  highlightCountry: '/customers/highlightCountry',
  highlightCountryLevel: '/customers/highlightCountryLevel',
  deleteAlert: '/alerts/deleteAlert',
} as const;


export interface AcceptPrivacyAnswer extends MessageAnswer {
  privacyCheckedDate: string;
}

export interface EmployeeAlert {
  id: number;
  content: string;
  image: string | null;
  last_update: string;
  isRead: boolean;
}

/** /customers/getEmployeeDetail (spec part 1 §3, employee): the signed-in user unless `employee` is given. */
export interface EmployeeDetail {
  id: number;
  name: string;
  surname: string;
  username: string;
  email: string;
  phone: string;
  foreign_phone: string;
  language: 'en' | 'it';
  /** Image URL with a cache-busting suffix, or null. */
  media: string | null;
  /** ISO date of the previous sign-in, or null. */
  last_login: string | null;
  /** True when the detail is the signed-in user's own. */
  areYou: boolean;
  alerts: EmployeeAlert[];
  docs: unknown[];
  /** The fields personnel administration shows (spec part 2 §3, Employee detail). */
  nationality: { id: number; name: string } | null;
  /** The platform code (form label id_employee), or null. */
  employee_id: string | null;
  /** The permissions with their labels (host/core personnel-contract). */
  permission: Array<{ label: string; value: string }>;
  /** The projects the employee is assigned to: label and building id. */
  building: Array<{ label: string; value: number }>;
  isTrackingEnable: boolean;
  politicalriskvisible: boolean;
  /** Hidden means the user is disabled. */
  hidden: boolean;
  /** ISO date the account was created. */
  registration_date: string;
}

/** /customers/editEmployee answers; a password change answers a fresh login token (other sessions end). */
export interface EditEmployeeAnswer extends MessageAnswer {
  login_token?: string;
}

/** The threat levels a monitored country can alert on are the risk levels. */
export const THREAT_LEVELS = RISK_LEVELS;
export type ThreatLevel = RiskLevel;

/** A monitored country with the threat levels the user wants alerts for (spec: level_alert). */
export interface MonitoredCountry {
  id: number;
  name: string;
  iso2: string;
  level_alert: ThreatLevel[];
}
