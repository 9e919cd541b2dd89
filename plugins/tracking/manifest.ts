import { defineManifest } from '@vigil/core';
import { TRACKING_OWN_PERMISSIONS } from './contract/permissions';

/**
 * Devices, positions and statuses (issue 20): one module's data that the GPS screens, the travel module and the
 * crisis room read through its contract and server functions (docs/decisions.md, "Tracking is its own module").
 * Its one screen is the person's own: /Tracking, their devices, their pause and who looked at their position.
 */
export default defineManifest({
  id: 'tracking',
  title: 'My tracking',
  section: 'USER',
  translations: { it: () => import('./web/i18n/manifest-it').then((module) => module.trackingManifestCatalogue) },
  // gpa's countries at high or extreme risk are geofences where gpa runs; drawn fences work without it.
  optionalUses: ['gpa'],
  routes: [{ path: '/Tracking', allowed: TRACKING_OWN_PERMISSIONS, page: () => import('./web/my-tracking-page') }],
  menu: [{ kind: 'route', label: 'My tracking', to: '/Tracking', visibleTo: TRACKING_OWN_PERMISSIONS }],
  // The device panel, for the GPS detail's operators pairing a person's device.
  views: { devicePanel: () => import('./web/device-panel-view') },
  server: () => import('./server/index'),
});
