import { defineManifest } from '@vigil/core';
// The permission lists only: the rest of the contract (declarations, schemas) stays out of the dashboard's load.
import { GPA_DETAIL_PERMISSIONS, GPA_LIST_PERMISSIONS } from './contract/permissions';

const TITLE = 'Country risk analysis';
/** One page module for every route (web/gpa-page.tsx picks the screen by path, and says why). */
const page = () => import('./web/gpa-page');

export default defineManifest({
  id: 'gpa',
  title: TITLE,
  section: 'ANALYSE',
  // The Italian of title, menu and bubble (keys manifest.*), for the header and dashboard before any page loads.
  translations: { it: () => import('./web/i18n/manifest-it').then((module) => module.gpaManifestCatalogue) },
  // Issue 22: the country page shows admins and tra users their travellers there, where the travel module runs.
  optionalUses: ['tra'],
  routes: [
    { path: '/Gpa', allowed: GPA_LIST_PERMISSIONS, page },
    { path: '/Gpa/list/:continent', allowed: GPA_LIST_PERMISSIONS, page },
    { path: '/Gpa/detail/:country', allowed: GPA_DETAIL_PERMISSIONS, page },
    // Spec part 2 §2: any other path under /Gpa redirects to /Gpa.
    { path: '/Gpa/*', allowed: GPA_LIST_PERMISSIONS, page },
  ],
  // Spec part 1 §6: the gpa module is also shown to free users.
  menu: [{ kind: 'route', label: TITLE, to: '/Gpa', visibleTo: ['gpa', 'free'] }],
  bubble: {
    label: TITLE,
    description: 'How safe each country is today: its risk levels, latest news and travel advice, for more than 200 countries.',
    to: '/Gpa',
    active: true,
  },
  // Offered to the plugins that use gpa (the e-learning variant, spec part 2 §2); props in contract/views.ts.
  views: {
    continents: () => import('./web/continents-view'),
    countryList: () => import('./web/country-list-view'),
  },
  server: () => import('./server/index'),
});
