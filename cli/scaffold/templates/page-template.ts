import { endpointName, tableCamel, tablePascal } from '../generated-names';
import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString } from '../ts-literal';

/** plugins/<id>/web/<id>-page.tsx: the titled page, loading with the SDK's useLoad as the real modules do. */
export function pageTemplate(spec: PluginSpec): string {
  const { pascal, id, constant } = spec;
  const row = `${tablePascal(spec)}Row`;
  const endpoint = endpointName(spec);
  return `${GENERATED_HEADER}
import type { ReactElement } from 'react';
import { LoadFailure, PageHeading, PageLoader, TOKENS, useLoad, useService, useTranslation } from '@vigil/web-sdk';
import { ${endpoint}, type ${row} } from '../contract';
import { ${constant}_NS } from './${id}-i18n';

function ${tablePascal(spec)}List({ rows }: { rows: readonly ${row}[] }): ReactElement {
  const { t } = useTranslation(${constant}_NS);
  if (rows.length === 0) return <p>{t('empty')}</p>;
  return (
    <ul aria-label={t('listLabel')}>
      {rows.map((row) => (
        <li key={row.id}>{row.text}</li>
      ))}
    </ul>
  );
}

/** ${spec.route}: the rows of the user's company, or the loader, or the failure with Retry. */
export default function ${pascal}Page(): ReactElement {
  const { t } = useTranslation(${constant}_NS);
  const api = useService(TOKENS.Api);
  const answer = useLoad(() => api.call(${endpoint}), ${tsString(spec.table)});

  let body: ReactElement;
  if (answer.status === 'loading') body = <PageLoader plugin="${id}" label={t('loading')} />;
  else if (answer.status === 'error') body = <LoadFailure message={answer.message} onRetry={answer.retry} />;
  else body = <${tablePascal(spec)}List rows={answer.data.${tableCamel(spec)}} />;

  return (
    <>
      <PageHeading>{t('title')}</PageHeading>
      {body}
    </>
  );
}
`;
}
