import type { Migration } from '../migration-runner';
import { migration as createGeography } from './001-create-geography';
import { migration as createCompanies } from './002-create-companies';
import { migration as createCustomers } from './003-create-customers';
import { migration as createLoginTokens } from './004-create-login-tokens';
import { migration as createPluginInstalls } from './005-create-plugin-installs';
import { migration as addCustomerAccountFields } from './006-add-customer-account-fields';
import { migration as addCompanySignupCodes } from './007-add-company-signup-codes';
import { migration as createAccountTokens } from './008-create-account-tokens';
import { migration as createNotifications } from './009-create-notifications';
import { migration as createMonitoredCountries } from './010-create-monitored-countries';
import { migration as createAvatars } from './011-create-avatars';
import { migration as createHelpRequests } from './012-create-help-requests';
import { migration as createSeedSteps } from './013-create-seed-steps';
import { migration as createPersonnel } from './016-create-personnel';
import { migration as addEmailChangeTokens } from './017-add-email-change-tokens';
import { migration as addMessageFields } from './019-add-message-fields';
import { migration as createJobRuns } from './020-create-job-runs';
import { migration as createLimitCounts } from './021-create-limit-counts';
import { migration as createMailQueue } from './022-create-mail-queue';
import { migration as addBuildingLocations } from './023-add-building-locations';
import { migration as shareMessageImages } from './024-share-message-images';

/** The server's own migrations, in order. Listed explicitly so the server bundle carries them. */
export const CORE_MIGRATIONS: readonly Migration[] = [
  createGeography,
  createCompanies,
  createCustomers,
  createLoginTokens,
  createPluginInstalls,
  addCustomerAccountFields,
  addCompanySignupCodes,
  createAccountTokens,
  createNotifications,
  createMonitoredCountries,
  createAvatars,
  createHelpRequests,
  createSeedSteps,
  createPersonnel,
  addEmailChangeTokens,
  addMessageFields,
  createJobRuns,
  createLimitCounts,
  createMailQueue,
  addBuildingLocations,
  shareMessageImages,
];
