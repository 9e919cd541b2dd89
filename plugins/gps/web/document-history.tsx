import type { ReactElement } from 'react';
import { formatDay } from '@vigil/core';
import { LoadFailure, TOKENS, useLoad, useService, useTranslation, type LoadState } from '@vigil/web-sdk';
// The docs module's contract only (manifest optionalUses: ['docs']): never its internals.
import { getUserHistory, type UserHistoryAnswer } from '../../docs/contract';
import { GPS_NS } from './gps-i18n';

/** The person's document history where the documents module is installed; null where it is not. */
export type DocumentHistoryLoad = (LoadState<UserHistoryAnswer> & { retry: () => void }) | null;

/** Loads the person's document history (admins; the tab shows only to them) when docs is installed here. */
export function useDocumentHistory(employee: number): DocumentHistoryLoad {
  const installed = useService(TOKENS.Plugins).some((plugin) => plugin.id === 'docs');
  const api = useService(TOKENS.Api);
  const load = useLoad(
    () => (installed ? api.call(getUserHistory, { employee: String(employee) }) : Promise.resolve({ count: 0, history: [] })),
    `gps-doc-history-${employee}-${installed}`,
  );
  return installed ? load : null;
}

/** The Document history tab (spec part 2 §2): count, document and date of each entry, newest first. */
export function DocumentHistory({ load }: { load: DocumentHistoryLoad }): ReactElement {
  const { t, language } = useTranslation(GPS_NS);
  if (load === null) return <p className="gps-muted">{t('side.docsMissing')}</p>;
  if (load.status === 'loading') return <p className="gps-muted">{t('side.historyLoading')}</p>;
  if (load.status === 'error') return <LoadFailure message={load.message} onRetry={load.retry} />;
  if (load.data.history.length === 0) return <p className="gps-muted">{t('side.noHistory')}</p>;
  return (
    <table className="gps-logs">
      <caption>{t('side.historyCaption', { count: load.data.count })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('side.historyDocument')}</th>
          <th scope="col">{t('side.historyDate')}</th>
        </tr>
      </thead>
      <tbody>
        {load.data.history.map((entry) => (
          <tr key={entry.id}>
            <th scope="row">{entry.title}</th>
            <td>{formatDay(entry.date, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The tab's count: the entries recorded, 0 while loading or without docs. */
export function historyCount(load: DocumentHistoryLoad): number {
  return load?.status === 'ready' ? load.data.count : 0;
}
