import { defineManifest } from '@vigil/core';
// The permission lists only (a module that imports nothing): the declarations stay out of the dashboard's load.
import { INF_PERMISSIONS } from './contract/rules';

const TITLE = 'E-learning';
/** Spec part 1 §2 route table: /ELearning, the empty titled page, is for these. */
const ELEARNING_PAGE_PERMISSIONS = ['admin', 'gpa', 'gps', 'ops', 'free'] as const;
/** One page module for every route (web/inf-page.tsx picks the screen by path, as gpa's does). */
const page = () => import('./web/inf-page');

export default defineManifest({
  id: 'inf',
  title: TITLE,
  // Spec part 1 §1: e-learning informs, beside the news alerts.
  section: 'INFORM',
  // The Italian of title, menu and bubble (keys manifest.*), for the header and dashboard before any page loads.
  translations: { it: () => import('./web/i18n/manifest-it').then((module) => module.infManifestCatalogue) },
  // gpa: the continents grid and country lists in their e-learning variant (gpa's `views`, props in its contract);
  // quiz: its tests are the ones taken here; results and resource logs are recorded through its server functions.
  uses: ['gpa', 'quiz'],
  routes: [
    { path: '/Inf', allowed: INF_PERMISSIONS, page },
    { path: '/Inf/list', allowed: INF_PERMISSIONS, page },
    { path: '/Inf/list/:id', allowed: INF_PERMISSIONS, page },
    { path: '/Inf/detail/:country', allowed: INF_PERMISSIONS, page },
    // Spec part 2 §2: any other path under /Inf redirects to /Inf.
    { path: '/Inf/*', allowed: INF_PERMISSIONS, page },
    { path: '/ELearning', allowed: ELEARNING_PAGE_PERMISSIONS, page },
  ],
  menu: [{ kind: 'route', label: TITLE, to: '/Inf' }],
  bubble: {
    label: TITLE,
    description: 'Know a country before you go: its induction videos and documents, then a short test of what you learnt.',
    to: '/Inf',
    active: true,
  },
  // Issue 24: the dashboard opens on the knowledge tests the person still has to pass.
  dashboardBlocks: [{ allowed: INF_PERMISSIONS, order: 30, view: () => import('./web/tests-block') }],
  server: () => import('./server/index'),
});
