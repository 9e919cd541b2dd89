import { defineManifest } from '@vigil/core';

/** Spec part 1 §2: /Account is open to admin, gpa, free, ops and gps (config/route-permissions.json agrees). */
const ACCOUNT_PERMISSIONS = ['admin', 'gpa', 'free', 'ops', 'gps'] as const;

export default defineManifest({
  id: 'account',
  title: 'Account',
  // The user menu, not a dashboard section: everyone reaches their own account from there.
  section: 'USER',
  routes: [
    {
      // '/*' mounts the three tabs (/Account/data, /Account/countries, /Account/alerts) inside the page.
      path: '/Account/*',
      allowed: ACCOUNT_PERMISSIONS,
      page: () => import('./web/account-page'),
    },
  ],
  // Everyone who may open the page sees the item; the default (the plugin id) would hide it from all of them.
  menu: [{ kind: 'route', label: 'Account', to: '/Account/data', visibleTo: ACCOUNT_PERMISSIONS }],
});
