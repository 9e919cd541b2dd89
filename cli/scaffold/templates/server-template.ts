import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString } from '../ts-literal';

/** plugins/<id>/server/index.ts: the module's endpoints on the reference server. */
export function serverTemplate(spec: PluginSpec): string {
  return `${GENERATED_HEADER}
import { defineServerPart } from '../../../host/server/plugin-server-api';

const TITLE = ${tsString(spec.title)};

// Endpoints take the permissions of the plugin's route unless they declare their own; the server checks them
// (and the login and app tokens) before a handler runs.
export default defineServerPart({
  endpoints: [
    {
      method: 'GET',
      path: '/${spec.id}/getOverview',
      handler: async ({ user }) => ({
        title: TITLE,
        message: \`\${TITLE} is ready for \${user.username}.\`,
      }),
    },
  ],
});
`;
}
