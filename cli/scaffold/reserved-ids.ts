/**
 * Ids a plugin may not take. A plugin id becomes a permission, a route and a legacy endpoint prefix, so it must
 * not shadow what the host itself owns.
 */
export const RESERVED_IDS: Readonly<Record<string, string>> = {
  login: 'the public sign-in area (/Login)',
  home: 'the dashboard (/Home)',
  admin: 'the admin permission and the personnel administration (/Admin)',
  account: 'the account area (/Account)',
  all: "a wildcard permission ('all' matches every route)",
  api: 'the legacy API base path (/api)',
  v2: 'the newer API base path (/v2)',
  config: 'the runtime configuration (/config.json)',
  assets: 'the web build output (/assets)',
  health: 'the health check (/api/health)',
  customers: 'the legacy customers API (/api/customers)',
  companies: 'the legacy companies API (/api/companies)',
  permissions: 'the legacy permissions API (/api/permissions)',
  auth: 'the newer API sign-in (/v2/auth)',
  geolocation: 'the newer geolocation API (/v2/geolocation)',
  // The prefixes of the platform's endpoint ids (host/core/contract), which name their OpenAPI tags.
  company: "the platform's company calls (company.getDetail)",
  personnel: "the platform's employee directory (personnel.getEmployees, the admin screen's calls)",
  geography: "the platform's geography calls (geography.getCountries)",
};
