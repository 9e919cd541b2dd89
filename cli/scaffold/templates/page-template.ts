import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';

/** plugins/<id>/web/<id>-page.tsx: the titled page, with the SDK's loading and failure states. */
export function pageTemplate(spec: PluginSpec): string {
  const { pascal, id, constant } = spec;
  return `${GENERATED_HEADER}
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactElement } from 'react';
import { LoadFailure, PageHeading, PageLoader, TOKENS, useService, useTranslation } from '@vigil/web-sdk';
import type { ${pascal}Overview } from '../contract';
import { ${constant}_NS } from './${id}-i18n';
import { ${pascal}Store } from './${id}-store';

function Overview({ overview }: { overview: ${pascal}Overview }): ReactElement {
  const { t } = useTranslation(${constant}_NS);
  return (
    <>
      <p>{overview.message}</p>
      <h2>{t('notes')}</h2>
      {overview.notes.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul>
          {overview.notes.map((note) => (
            <li key={note.id}>{note.text}</li>
          ))}
        </ul>
      )}
    </>
  );
}

const ${pascal}Page = observer(function ${pascal}Page(): ReactElement {
  const api = useService(TOKENS.Api);
  const { t } = useTranslation(${constant}_NS);
  const [store] = useState(() => new ${pascal}Store(api));

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <>
      <PageHeading>{t('title')}</PageHeading>
      {store.status === 'error' ? (
        <LoadFailure message={store.error} onRetry={() => void store.load()} />
      ) : store.overview ? (
        <Overview overview={store.overview} />
      ) : (
        <PageLoader plugin="${id}" label={t('loading')} />
      )}
    </>
  );
});

export default ${pascal}Page;
`;
}
