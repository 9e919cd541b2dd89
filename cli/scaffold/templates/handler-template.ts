import type { PluginSpec } from '../plugin-spec';
import { notesTable } from '../generated-names';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString } from '../ts-literal';

/** plugins/<id>/server/company-overview.ts: the handler of the module's endpoint. */
export function handlerTemplate(spec: PluginSpec): string {
  return `${GENERATED_HEADER}
import { LONG_LIST_MAX } from '@vigil/core';
import { capList, type EndpointHandler } from '@vigil/server-sdk';
import type { getOverview } from '../contract';
import type { ${spec.pascal}Database } from './tables';

const TITLE = ${tsString(spec.title)};

/** GET /${spec.id}/getOverview: the module's title, a greeting and the notes of the user's company. */
export function companyOverview(db: ${spec.pascal}Database): EndpointHandler<typeof getOverview> {
  return async ({ user, reply }) => {
    // The newest notes, one more than are shown to tell whether there were more; shown oldest first.
    const newest = await db
      .selectFrom(${tsString(notesTable(spec))})
      .select(['id', 'text'])
      .where('company_id', '=', user.companyId)
      .orderBy('id', 'desc')
      .limit(LONG_LIST_MAX + 1)
      .execute();
    return {
      title: TITLE,
      message: \`\${TITLE} is ready for \${user.username}.\`,
      notes: capList(newest, LONG_LIST_MAX, reply).reverse(),
    };
  };
}
`;
}
