import type { AnyEndpoint } from '../endpoints';
import { getCompanyDetail } from './company';
import { getCountries } from './geography';
import { getDbStatus } from './health';
import { getLiveness, getReadiness } from './process-health';
import { askHelp } from './help';
import { newAlert, readAlert } from './messages';
import { getHighlightedCountries, highlightCountry, highlightCountryLevel } from './monitored-countries';
import { getFrontendPermissions } from './permissions';
import { personnelEndpoints } from './personnel';
import { deleteAlert, editEmployee, getEmployeeDetail } from './profile';
import { confirmEmailChange, confirmRegistration, resetPassword, setNewPassword, signUp } from './public-area';
import { acceptPrivacy, checkLoginToken, loginCustomer, loginCustomerWithToken, logout, newApiAuth } from './session';

/**
 * The platform's endpoints (sign-in, the public area, the account, people, geography, permissions, health): the
 * calls every module relies on, declared like a module's (see plugins/<id>/contract). The server mounts them, the
 * web host calls them with `api.call`, `vigil smoke` and the OpenAPI description find them here.
 */
export const platformEndpoints: readonly AnyEndpoint[] = [
  getDbStatus,
  getLiveness,
  getReadiness,
  getCompanyDetail,
  getFrontendPermissions,
  ...personnelEndpoints,
  getCountries,
  loginCustomer,
  loginCustomerWithToken,
  checkLoginToken,
  logout,
  newApiAuth,
  acceptPrivacy,
  signUp,
  confirmRegistration,
  resetPassword,
  setNewPassword,
  confirmEmailChange,
  askHelp,
  getEmployeeDetail,
  editEmployee,
  deleteAlert,
  newAlert,
  readAlert,
  getHighlightedCountries,
  highlightCountry,
  highlightCountryLevel,
];
