import { defineManifest } from '@vigil/core';

/**
 * Every signed-in user has an account to look after, whatever tools they hold (issue 15: users with only nat,
 * inf, gpa_detail or tra were sent away). The spec's table lists admin, gpa, free, ops and gps for /Account
 * (config/route-permissions.json keeps that reading); this manifest's rule wins for its prefix, and the server's
 * account calls need only a session (docs/decisions.md, No dead ends).
 */
const EVERY_SIGNED_IN_USER = ['*'] as const;

export default defineManifest({
  id: 'account',
  title: 'Account',
  // The user menu, not a dashboard section: everyone reaches their own account from there.
  section: 'USER',
  // The Italian of title, menu and bubble (keys manifest.*), for the header and dashboard before any page loads.
  translations: { it: () => import('./web/i18n/manifest-it').then((module) => module.accountManifestCatalogue) },
  routes: [
    {
      // '/*' mounts the three tabs (/Account/data, /Account/countries, /Account/alerts) inside the page.
      path: '/Account/*',
      allowed: EVERY_SIGNED_IN_USER,
      page: () => import('./web/account-page'),
    },
  ],
  // Everyone sees the item; the default (the plugin id) would hide it from all of them.
  menu: [{ kind: 'route', label: 'Account', to: '/Account/data', visibleTo: EVERY_SIGNED_IN_USER }],
});
