import { defineManifest } from '../../host/core/plugin-manifest';
import { NAT_PERMISSIONS } from '../../host/core/risk-permissions';

const TITLE = 'News alerts';


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
