import { defineManifest } from '@vigil/core';
// The permission list only: the rest of the contract (declarations, schemas) stays out of the dashboard's load.
import { NAT_PERMISSIONS } from './contract/permissions';

const TITLE = 'News alerts';

export default defineManifest({
  id: 'nat',
  title: TITLE,
  section: 'INFORM',
  // The Italian of title, menu and bubble (keys manifest.*), for the header and dashboard before any page loads.
  translations: { it: () => import('./web/i18n/manifest-it').then((module) => module.natManifestCatalogue) },
  // The filters list gpa's world areas and countries, and the alerts live in tables gpa's migration creates.
  uses: ['gpa'],
  // Issue 22: a high or extreme alert counts the travellers it affects, where the travel module runs.
  optionalUses: ['tra'],
  routes: [
    {
      path: '/Nat',
      allowed: NAT_PERMISSIONS,
      page: () => import('./web/nat-page'),
    },
  ],
  menu: [{ kind: 'route', label: TITLE, to: '/Nat' }],
  bubble: {
    label: TITLE,
    description: 'The security news that concern you: alerts by country, level and threat, as they are published.',
    to: '/Nat',
    active: true,
  },
  // Issue 24: the dashboard opens on the recent alerts in the person's countries.
  dashboardBlocks: [{ allowed: NAT_PERMISSIONS, order: 20, view: () => import('./web/news-block') }],
  server: () => import('./server/index'),
});
