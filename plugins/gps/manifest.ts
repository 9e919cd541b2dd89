import { defineManifest } from '@vigil/core';
// The permission list only: the declarations stay out of the dashboard's load.
import { GPS_PERMISSIONS, GPS_PLATFORM_CALLS } from './contract/permissions';

const TITLE = 'GPS Tracking';
/** One page module for every route (web/gps-page.tsx picks the screen by path, as inf's does). */
const page = () => import('./web/gps-page');

export default defineManifest({
  id: 'gps',
  title: TITLE,
  // Spec part 1 §1: GPS tracking protects people, beside the travel list.
  section: 'PROTECT',
  // The Italian of title, menu and bubble (keys manifest.*), for the header and dashboard before any page loads.
  translations: { it: () => import('./web/i18n/manifest-it').then((module) => module.gpsManifestCatalogue) },
  // tracking: devices, positions and statuses are its tables, read through its contract and server functions.
  uses: ['tracking'],
  routes: [
    { path: '/Gps', allowed: GPS_PERMISSIONS, page },
    { path: '/Gps/detail/:employee', allowed: GPS_PERMISSIONS, page },
    // Spec part 2 §2: any other path under /Gps redirects to /Gps.
    { path: '/Gps/*', allowed: GPS_PERMISSIONS, page },
  ],
  menu: [{ kind: 'route', label: TITLE, to: '/Gps' }],
  bubble: {
    label: TITLE,
    description: 'Where your people are, live: their positions on a map, their status and their messages.',
    to: '/Gps',
    active: true,
  },
  // Issue 20: an open SOS shows on whatever page an operator has open, not only on /Gps.
  notices: [{ allowed: GPS_PERMISSIONS, view: () => import('./web/sos-notice') }],
  // Operators send (and so may delete) the detail's messages: the platform's newAlert is admins' only.
  platformCalls: GPS_PLATFORM_CALLS,
  server: () => import('./server/index'),
});
