import { useMemo, type ReactElement } from 'react';
import { formatDay } from '@vigil/core';
import { ListTable, LoadFailure, PageLoader, TOKENS, useLoad, useService, useTranslation, type ListTableColumn } from '@vigil/web-sdk';
import { getDocReaders, type DocReader, type Document } from '../contract';
import { DOCS_NS } from './docs-i18n';

/**
 * Who of the users a document names has opened it and who has not (admins), with the list toolkit's CSV: the
 * proof that everyone on a project read the evacuation procedure.
 */
export function DocReaders({ doc }: { doc: Document }): ReactElement {
  const { t, language } = useTranslation(DOCS_NS);
  const api = useService(TOKENS.Api);
  const answer = useLoad(() => api.call(getDocReaders, { id: String(doc.id) }), `docs-readers-${doc.id}`);
  const columns = useMemo<ListTableColumn<DocReader>[]>(
    () => [
      { id: 'name', label: t('readers.name'), text: (row) => row.label, rowHeader: true },
      { id: 'opened', label: t('readers.opened'), text: (row) => (row.opened ? t('readers.yes') : t('readers.no')) },
      { id: 'first', label: t('readers.firstOpened'), text: (row) => (row.firstOpened ? formatDay(row.firstOpened, language) : ''), sortValue: (row) => row.firstOpened },
      { id: 'last', label: t('readers.lastOpened'), text: (row) => (row.lastOpened ? formatDay(row.lastOpened, language) : ''), sortValue: (row) => row.lastOpened },
      { id: 'days', label: t('readers.days'), text: (row) => String(row.days), sortValue: (row) => row.days },
    ],
    [t, language],
  );
  if (answer.status === 'loading') return <PageLoader plugin="docs" label={t('loading')} />;
  if (answer.status === 'error') return <LoadFailure message={answer.message} onRetry={answer.retry} />;
  const { readers } = answer.data;
  return (
    <div className="docs-readers">
      <p>{t('readers.summary', { opened: readers.filter((reader) => reader.opened).length, count: readers.length })}</p>
      <ListTable rows={readers} columns={columns} label={t('readers.list')} searchLabel={t('readers.search')} fileName={t('readers.fileName')} rowKey={(row) => row.value} />
    </div>
  );
}
