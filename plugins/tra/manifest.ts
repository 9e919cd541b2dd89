import { defineManifest } from '@vigil/core';
// The permission lists only: the declarations stay out of the dashboard's load.
import { TRA_PERMISSIONS, TRA_PLATFORM_CALLS } from './contract/permissions';

const TITLE = 'Travel';
/** One page module for every route (web/tra-page.tsx picks the screen by path, as gps's does). */
const page = () => import('./web/tra-page');

/**
 * Travels (issue 22): who travels where and when, their approval against the destinations' inductions, where the
 * travellers are now (Locate) and a message to them (Contact). Positions are tracking's, read through its server
 * functions; inductions are quiz's; risk levels gpa's where it runs.
 */
export default defineManifest({
  id: 'tra',
  title: TITLE,
  section: 'PROTECT',
  translations: { it: () => import('./web/i18n/manifest-it').then((module) => module.traManifestCatalogue) },
  uses: ['tracking', 'quiz'],
  optionalUses: ['gpa'],
  routes: [
    { path: '/Tra', allowed: TRA_PERMISSIONS, page },
    { path: '/Tra/Locate', allowed: TRA_PERMISSIONS, page },
    { path: '/Tra/Locate/contact', allowed: TRA_PERMISSIONS, page },
    { path: '/Tra/Locate/:countryID', allowed: TRA_PERMISSIONS, page },
    { path: '/Tra/Locate/:countryID/contact', allowed: TRA_PERMISSIONS, page },
    // Any other path under /Tra goes to /Tra, as under /Gps.
    { path: '/Tra/*', allowed: TRA_PERMISSIONS, page },
  ],
  menu: [{ kind: 'route', label: TITLE, to: '/Tra' }],
  bubble: {
    label: TITLE,
    description: 'Who travels where and when, approved once their inductions are passed; where they are now, and a message to them.',
    to: '/Tra',
    active: true,
  },
  // tra users name the traveller among their colleagues: the platform's employee list, opened to them.
  platformCalls: TRA_PLATFORM_CALLS,
  server: () => import('./server/index'),
});
