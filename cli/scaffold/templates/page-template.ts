import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString } from '../ts-literal';

/** plugins/<id>/web/<id>-page.tsx: the titled page, with loading and error states. */
export function pageTemplate(spec: PluginSpec): string {
  const { pascal, id } = spec;
  return `${GENERATED_HEADER}
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactElement } from 'react';
import { PageHeading, PageLoader, TOKENS, useService } from '../../../host/web/plugin-sdk';
import { ${pascal}Store } from './${id}-store';

const TITLE = ${tsString(spec.title)};

const ${pascal}Page = observer(function ${pascal}Page(): ReactElement {
  const api = useService(TOKENS.LegacyApi);
  const [store] = useState(() => new ${pascal}Store(api));

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <>
      <PageHeading>{TITLE}</PageHeading>
      {store.state === 'error' ? (
        <p className="plugin-error" role="alert">
          {store.error}
        </p>
      ) : store.overview ? (
        <p>{store.overview.message}</p>
      ) : (
        <PageLoader plugin="${id}" />
      )}
    </>
  );
});

export default ${pascal}Page;
`;
}
