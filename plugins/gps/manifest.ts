import { defineManifest } from '@vigil/core';
// The permission list only: the declarations stay out of the dashboard's load.
import { GPS_PERMISSIONS, GPS_PLATFORM_CALLS } from './contract/permissions';
import { RISK_COUNTRIES_PERMISSIONS, SOS_VIEWER_PERMISSIONS } from '../tracking/contract/permissions';

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
  // docs: the detail's Document history tab reads its contract where it is installed, and says so where not; tra:
  // the detail's Travel panel reads its contract where it is installed, and is absent where not.
  optionalUses: ['docs', 'tra'],
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
  // Issue 24: the dashboard opens on who is waiting for help (the notice says it on every page; here, and that nobody is).
  dashboardBlocks: [
    // tra users too, who run the travels: the block links to the GPS detail only for those who may open it.
    { allowed: SOS_VIEWER_PERMISSIONS, order: 10, view: () => import('./web/sos-block') },
    // Then who is in a country at high or extreme risk: tra users too, who run the travels (docs/decisions.md).
    { allowed: RISK_COUNTRIES_PERMISSIONS, order: 15, view: () => import('./web/risk-countries-block') },
  ],
  // Operators send (and so may delete) the detail's messages: the platform's newAlert is admins' only.
  platformCalls: GPS_PLATFORM_CALLS,
  server: () => import('./server/index'),
});
