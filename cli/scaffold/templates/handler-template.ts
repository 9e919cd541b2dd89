import { endpointName, handlerName, tableCamel } from '../generated-names';
import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString } from '../ts-literal';

/** plugins/<id>/server/list-<table>.ts: the handler of the module's endpoint. */
export function handlerTemplate(spec: PluginSpec): string {
  const endpoint = endpointName(spec);
  return `${GENERATED_HEADER}
import { LONG_LIST_MAX } from '@vigil/core';
import { capList, type EndpointHandler } from '@vigil/server-sdk';
import type { ${endpoint} } from '../contract';
import type { ${spec.pascal}Database } from './tables';

/** GET /${spec.id}/${endpoint}: the rows of ${spec.table} of the user's company. */
export function ${handlerName(spec)}(db: ${spec.pascal}Database): EndpointHandler<typeof ${endpoint}> {
  return async ({ user, reply }) => {
    // The newest rows, one more than are shown to tell whether there were more; shown oldest first.
    const newest = await db
      .selectFrom(${tsString(spec.table)})
      .select(['id', 'text'])
      .where('company_id', '=', user.companyId)
      .orderBy('id', 'desc')
      .limit(LONG_LIST_MAX + 1)
      .execute();
    return { ${tableCamel(spec)}: capList(newest, LONG_LIST_MAX, reply).reverse() };
  };
}
`;
}
