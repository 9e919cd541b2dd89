import { defineManifest } from '../../host/core/plugin-manifest';

const TITLE = 'News alerts';

/** Spec part 2 §2: /Nat is open to admin and nat (docs/decisions.md; config/route-permissions.json agrees). */
const NAT_PERMISSIONS = ['admin', 'nat'] as const;

export default defineManifest({
  id: 'nat',
  title: TITLE,
  section: 'INFORM',
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
    description: 'Filterable news alerts by world area, country, alert level and threat category.',
    to: '/Nat',
    active: true,
  },
});
