import { defineManifest } from '@vigil/core';

export default defineManifest({
  id: 'insurance-claim',
  title: 'Insurance Claim',
  // The user menu: spec part 1 §2 lists Insurance Claim there, for admin only.
  section: 'USER',
  // The Italian of title, menu and bubble (keys manifest.*), for the header and dashboard before any page loads.
  translations: { it: () => import('./web/i18n/manifest-it').then((module) => module.insuranceClaimManifestCatalogue) },
  routes: [{ path: '/InsuranceClaim', allowed: ['admin'], page: () => import('./web/insurance-claim-page') }],
  // No one but admin: an empty list leaves only admin (and the wildcards), spec part 1 §6.
  menu: [{ kind: 'route', label: 'Insurance Claim', to: '/InsuranceClaim', visibleTo: [] }],
  server: () => import('./server/index'),
});
