import { useCallback, useMemo, type ReactElement } from 'react';
import { LoadFailure, PageHeading, PageLoader, TOKENS, useLoad, useSearchParams, useService, useTranslation } from '@vigil/web-sdk';
import { DOC_ADDERS, getDocs, type DocListAnswer, type DocSection, type Document } from '../contract';
import { DocFilterBar } from './doc-filter-bar';
import { docFiltersParams, docYears, filterDocs, parseDocFilters, type DocFilters } from './doc-filters';
import { DocLegend } from './doc-legend';
import { DocList } from './doc-list';
import { DocReaders } from './doc-readers';
import { DocEditForm } from './doc-edit-form';
import { DocsMap } from './docs-map';
import { DOCS_NS } from './docs-i18n';
import { showDoc } from './show-doc';
import { UploadWizard } from './upload-wizard';
import './docs.css';

/**
 * A documents screen (spec part 2 §2): /Ops with the breadcrumb, the map, the filters kept in the address, the
 * legend and the add-file icon; /Ava with the list and its plus toggle. Both open the same wizard and edit modal.
 */
export function DocumentsScreen({ section }: { section: DocSection }): ReactElement {
  const { t } = useTranslation(DOCS_NS);
  const api = useService(TOKENS.Api);
  const answer = useLoad(() => api.call(getDocs, { filter: section }), `docs-${section}`);
  const heading = section === 'ops' ? t('title') : t('avaTitle');

  let body: ReactElement;
  if (answer.status === 'loading') body = <PageLoader plugin="docs" label={t('loading')} />;
  else if (answer.status === 'error') body = <LoadFailure message={answer.message} onRetry={answer.retry} />;
  else body = <DocumentsBody section={section} data={answer.data} reload={answer.retry} />;

  return (
    <div className="docs-page">
      <nav aria-label={t('breadcrumb')} className="docs-breadcrumb">
        <ol>
          <li aria-current="page">{heading}</li>
        </ol>
      </nav>
      <PageHeading>{heading}</PageHeading>
      {body}
    </div>
  );
}

interface BodyProps {
  section: DocSection;
  data: DocListAnswer;
  reload(): void;
}

function DocumentsBody({ section, data, reload }: BodyProps): ReactElement {
  const { t } = useTranslation(DOCS_NS);
  const api = useService(TOKENS.Api);
  const legacy = useService(TOKENS.LegacyApi);
  const ui = useService(TOKENS.Ui);
  const permissions = useService(TOKENS.Permissions);
  const admin = permissions.holdsAny(['admin']);
  const mayAdd = permissions.holdsAny(DOC_ADDERS[section]);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseDocFilters(params), [params]);
  const shown = useMemo(() => filterDocs(data.docs, filters), [data.docs, filters]);
  const years = useMemo(() => docYears(data.docs), [data.docs]);

  // Filters go into the address in place: typing a search must not fill the Back button's history.
  const setFilters = useCallback((next: DocFilters) => setParams(docFiltersParams(next), { replace: true }), [setParams]);

  const openWizard = useCallback((): void => {
    ui.openModal({
      title: t('wizard.title'),
      content: (close) => (
        <UploadWizard
          section={section}
          buildings={data.buildings}
          onDone={() => {
            close();
            reload();
          }}
        />
      ),
    });
  }, [ui, t, section, data.buildings, reload]);

  const onShow = useCallback((doc: Document) => showDoc(doc, api, legacy, ui), [api, legacy, ui]);
  const onEdit = useCallback(
    (doc: Document): void =>
      ui.openModal({
        title: t('edit.title'),
        content: (close) => (
          <DocEditForm
            doc={doc}
            buildings={data.buildings}
            onSaved={() => {
              close();
              reload();
            }}
          />
        ),
      }),
    [ui, t, data.buildings, reload],
  );
  const onReaders = useCallback((doc: Document) => ui.openModal({ title: t('readers.title', { title: doc.title }), content: () => <DocReaders doc={doc} /> }), [ui, t]);

  return (
    <>
      {section === 'ops' ? <DocsMap buildings={data.buildings} docs={data.docs} onProject={(project) => setFilters({ ...filters, project })} /> : null}
      <section className="docs-list-panel" aria-labelledby="docs-count">
        <header className="docs-list-header">
          <h2 id="docs-count">{t('count', { count: shown.length })}</h2>
          {mayAdd ? (
            <button type="button" className={section === 'ops' ? 'docs-add docs-add-file' : 'docs-add docs-add-plus'} aria-label={t('add')} title={t('add')} onClick={openWizard}>
              <span aria-hidden="true">{section === 'ops' ? '📄+' : '+'}</span>
            </button>
          ) : null}
        </header>
        <DocFilterBar filters={filters} buildings={data.buildings} years={years} onChange={setFilters} />
        <DocLegend />
        <DocList docs={shown} admin={admin} onShow={onShow} onEdit={onEdit} onReaders={onReaders} />
      </section>
    </>
  );
}
