import { defineManifest } from '@vigil/core';
// The permission lists only: the rest of the contract (declarations, schemas, rules) stays out of the dashboard's load.
import { SRMT_MENU_VISIBILITY, SRMT_PERMISSIONS, SRMT_PLATFORM_CALLS } from './contract/permissions';

const TITLE = 'Evaluation requests';
/** One page module for /Srmt and its sub-pages: the page opens a sub-page's modal over itself. */
const page = () => import('./web/srmt-page');

export default defineManifest({
  id: 'srmt',
  title: TITLE,
  section: 'DVR-S',
  // The Italian of title, menu and bubble (keys manifest.*), for the header and dashboard before any page loads.
  translations: { it: () => import('./web/i18n/manifest-it').then((module) => module.srmtManifestCatalogue) },
  routes: [
    { path: '/Srmt', allowed: SRMT_PERMISSIONS, page },
    { path: '/Srmt/Cte', allowed: SRMT_PERMISSIONS, page },
    { path: '/Srmt/Ie', allowed: SRMT_PERMISSIONS, page },
    { path: '/Srmt/Sed', allowed: SRMT_PERMISSIONS, page },
  ],
  // Spec part 1 §2, §6: the header's DVR-S menu opens the request modals from anywhere.
  menu: [
    { kind: 'action', key: 'cte', label: 'Country Threat Evaluation', modal: 'cte', visibleTo: SRMT_MENU_VISIBILITY },
    { kind: 'action', key: 'ie', label: 'Impact Evaluation', modal: 'ie', visibleTo: SRMT_MENU_VISIBILITY },
    { kind: 'action', key: 'sed', label: 'Security Events Database', modal: 'sed', visibleTo: SRMT_MENU_VISIBILITY },
  ],
  modals: {
    cte: () => import('./web/cte-request-modal'),
    ie: () => import('./web/ie-request-modal'),
    sed: () => import('./web/sed-request-modal'),
  },
  bubble: {
    label: TITLE,
    description: 'Request a Country Threat Evaluation, an Impact Evaluation or a Security Events Database extract.',
    to: '/Srmt',
    active: true,
  },
  // The Impact Evaluation's project list.
  platformCalls: SRMT_PLATFORM_CALLS,
  server: () => import('./server/index'),
});
