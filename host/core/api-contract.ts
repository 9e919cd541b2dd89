import { getCompanyDetail } from './contract/company';
import type { MessageParams } from './server-messages';
import { getCountries } from './contract/geography';
import { getDbStatus } from './contract/health';
import { getFrontendPermissions } from './contract/permissions';
import { editEmployee, getEmployeeDetail } from './contract/profile';
import { confirmRegistration, resetPassword } from './contract/public-area';
import { checkLoginToken, loginCustomer, newApiAuth } from './contract/session';

/**
 * The contract of the two backends (spec part 1 §7, part 2 §7) as the web host, the reference server and the
 * CLI all see it. Legacy calls live under the legacy base URL (default '/api'); newer-API calls under the new
 * base URL (default '/v2').
 */

export { APP_TOKEN_FIELD, LOGIN_TOKEN_FIELD } from './credential-fields';

export const LEGACY_PATHS = {
  health: getDbStatus.path,
  login: loginCustomer.path,
  checkLoginToken: checkLoginToken.path,
  companyDetail: getCompanyDetail.path,
  frontendPermissions: getFrontendPermissions.path,
} as const;

export const NEW_API_PATHS = {
  auth: newApiAuth.path,
  countries: getCountries.path,
} as const;

/**
 * Every error answer of both APIs: fastify's error shape, plus the offending field for input errors, and for a
 * coded message (server-messages.ts) its code and params, which the web translates.
 */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  field?: string;
  code?: string;
  params?: MessageParams;
}


/**
 * Paths of the public area's and the account's calls that code outside them still names (personnel and mail
 * tests); each is its declaration's (host/core/contract), so a path is written once. New code uses `x.path`.
 */
export const ACCOUNT_PATHS = {
  resetPassword: resetPassword.path,
  confirmRegistration: confirmRegistration.path,
  employeeDetail: getEmployeeDetail.path,
  editEmployee: editEmployee.path,
} as const;

// Sign-in's and the account's answer types are their declarations' (host/core/contract), under the names they had.
export type { CompanyDetail } from './contract/company';
export type { GeoCountry } from './contract/geography';
export type { HealthStatus } from './contract/health';
export type { FrontendPermissions } from './contract/permissions';
export type { AcceptPrivacyAnswer, CheckLoginTokenResponse, CustomerSession, NewApiAuthResponse } from './contract/session';
export type { EditEmployeeAnswer, EmployeeAlert, EmployeeDetail } from './contract/profile';
export { THREAT_LEVELS, type MonitoredCountry, type ThreatLevel } from './contract/monitored-countries';
