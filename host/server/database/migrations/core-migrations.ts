import type { Migration } from '../migration-runner';
import { migration as createGeography } from './001-create-geography';
import { migration as createCompanies } from './002-create-companies';
import { migration as createCustomers } from './003-create-customers';
import { migration as createLoginTokens } from './004-create-login-tokens';
import { migration as createPluginInstalls } from './005-create-plugin-installs';

/** The server's own migrations, in order. Listed explicitly so the server bundle carries them. */
export const CORE_MIGRATIONS: readonly Migration[] = [
  createGeography,
  createCompanies,
  createCustomers,
  createLoginTokens,
  createPluginInstalls,
];
