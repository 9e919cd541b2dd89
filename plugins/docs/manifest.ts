import { defineManifest } from '@vigil/core';
// The permission lists only (a module that imports nothing): the declarations stay out of the dashboard's load.
import { AVA_MENU_VISIBILITY, AVA_PERMISSIONS, DOCS_MENU_VISIBILITY, DOCS_PERMISSIONS } from './contract/permissions';

const TITLE = 'Ops';

/**
 * One plugin, two screens (docs/decisions.md "Documents: one plugin, two screens"): /Ops, the operations documents,
 * and /Ava, the asset documents, over one Document entity, one /docs/* namespace, one wizard and one history.
 */
export default defineManifest({
  id: 'docs',
  title: TITLE,
  section: 'MANAGE',
  // The Italian of title, menu and bubble (keys manifest.*), for the header and dashboard before any page loads.
  translations: { it: () => import('./web/i18n/manifest-it').then((module) => module.docsManifestCatalogue) },
  routes: [
    { path: '/Ops', allowed: DOCS_PERMISSIONS, page: () => import('./web/docs-page') },
    { path: '/Ava', allowed: AVA_PERMISSIONS, page: () => import('./web/ava-page') },
  ],
  menu: [
    { kind: 'route', key: 'ops', label: TITLE, to: '/Ops', visibleTo: DOCS_MENU_VISIBILITY },
    { kind: 'route', key: 'ava', label: 'Ava', to: '/Ava', visibleTo: AVA_MENU_VISIBILITY },
  ],
  bubble: {
    label: TITLE,
    description: 'Operations documents by location: procedures, client and security documents.',
    to: '/Ops',
    active: true,
  },
  server: () => import('./server/index'),
});
