import { defineManifest } from '../../host/core/plugin-manifest';

const TITLE = 'Country risk analysis';
/** Spec part 1 §2 and §6 (config/route-permissions.json agrees): /Gpa and /Gpa/list, and /Gpa/detail adds gpa_detail. */
const GPA_PERMISSIONS = ['admin', 'gpa', 'free'] as const;
const GPA_DETAIL_PERMISSIONS = ['admin', 'gpa', 'free', 'gpa_detail'] as const;
/** One page module for every route (web/gpa-page.tsx picks the screen by path, and says why). */
const page = () => import('./web/gpa-page');

export default defineManifest({
  id: 'gpa',
  title: TITLE,
  section: 'ANALYSE',
  routes: [
    { path: '/Gpa', allowed: GPA_PERMISSIONS, page },
    { path: '/Gpa/list/:continent', allowed: GPA_PERMISSIONS, page },
    { path: '/Gpa/detail/:country', allowed: GPA_DETAIL_PERMISSIONS, page },
    // Spec part 2 §2: any other path under /Gpa redirects to /Gpa.
    { path: '/Gpa/*', allowed: GPA_PERMISSIONS, page },
  ],
  // Spec part 1 §6: the gpa module is also shown to free users.
  menu: [{ kind: 'route', label: TITLE, to: '/Gpa', visibleTo: ['gpa', 'free'] }],
  bubble: { label: TITLE, description: `Open ${TITLE}.`, to: '/Gpa', active: true },
});
