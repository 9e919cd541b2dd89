import { defineManifest } from '@vigil/core';

/** Spec part 1 §2 and §6: /Admin, /Admin/new and /Admin/addEmployee are for admin only (the route table agrees). */
const ADMIN_PERMISSIONS = ['admin'] as const;

export default defineManifest({
  id: 'admin',
  title: 'Admin',
  // The user menu (spec part 1 §2: Admin, Insurance Claim and Knowledge Evaluation Test, admin only); no bubble.
  section: 'USER',
  // The Italian of title, menu and bubble (keys manifest.*), for the header and dashboard before any page loads.
  translations: { it: () => import('./web/i18n/manifest-it').then((module) => module.adminManifestCatalogue) },
  routes: [
    {
      // '/*' mounts the list, the new employee form and the redirect of any other path (web/admin-page.tsx).
      path: '/Admin/*',
      allowed: ADMIN_PERMISSIONS,
      page: () => import('./web/admin-page'),
    },
  ],
  // An empty visibility list: admin only (host/web/shell/menu-entries.ts puts such items first).
  menu: [{ kind: 'route', label: 'Admin', to: '/Admin', visibleTo: [] }],
});
