import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString, tsStringArray } from '../ts-literal';

/** plugins/<id>/manifest.ts: everything the host needs to show, guard and serve the module. */
export function manifestTemplate(spec: PluginSpec): string {
  const route = tsString(spec.route);
  const permissions = `${spec.constant}_PERMISSIONS`;
  // The header shows a menu item to admin and to the holders of `visibleTo`, which defaults to the plugin id;
  // spell it out only when the permissions say otherwise, so menu and route guard admit the same users.
  const others = spec.permissions.filter((permission) => permission !== 'admin');
  const visibleTo = others.length === 1 && others[0] === spec.id ? '' : `, visibleTo: ${tsStringArray(others)}`;
  const place =
    spec.section === 'USER'
      ? `  // The user menu, beside Insurance Claim and the Knowledge Evaluation Test: no dashboard bubble.
  section: 'USER',`
      : `  section: ${tsString(spec.section)},`;
  const bubble =
    spec.section === 'USER'
      ? ''
      : `
  bubble: {
    label: TITLE,
    description: ${spec.description === undefined ? '`Open ${TITLE}.`' : tsString(spec.description)},
    to: ${route},
    active: true,
  },`;
  return `${GENERATED_HEADER}
import { defineManifest } from '@vigil/core';
// The permission list only (a module that imports nothing): the declarations stay out of the dashboard's load.
import { ${permissions} } from './contract/permissions';

const TITLE = ${tsString(spec.title)};

export default defineManifest({
  id: ${tsString(spec.id)},
  title: TITLE,
${place}
  // The Italian of ${spec.section === 'USER' ? 'title and menu item' : 'title, menu and bubble'} (keys manifest.*), for the header${spec.section === 'USER' ? '' : ' and dashboard'} before any page loads.
  translations: { it: () => import('./web/i18n/manifest-it').then((module) => module.${spec.camel}ManifestCatalogue) },
  routes: [{ path: ${route}, allowed: ${permissions}, page: () => import('./web/${spec.id}-page') }],
  menu: [{ kind: 'route', label: TITLE, to: ${route}${visibleTo} }],${bubble}
  server: () => import('./server/index'),
});
`;
}
