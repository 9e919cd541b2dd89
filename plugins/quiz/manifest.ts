import { defineManifest } from '@vigil/core';

export default defineManifest({
  id: 'quiz',
  title: 'Knowledge Evaluation Test',
  // The user menu: spec part 1 §2 lists Knowledge Evaluation Test there, for admin only.
  section: 'USER',
  // The Italian of title, menu and bubble (keys manifest.*), for the header and dashboard before any page loads.
  translations: { it: () => import('./web/i18n/manifest-it').then((module) => module.quizManifestCatalogue) },
  routes: [{ path: '/Quiz', allowed: ['admin'], page: () => import('./web/quiz-page') }],
  // No one but admin: an empty list leaves only admin (and the wildcards), spec part 1 §6.
  menu: [{ kind: 'route', label: 'Knowledge Evaluation Test', to: '/Quiz', visibleTo: [] }],
  server: () => import('./server/index'),
});
