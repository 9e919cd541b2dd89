import { observer } from 'mobx-react-lite';
import { useMemo, type ReactElement } from 'react';
import { dateColumn, ListTable, LoadFailure, useRegionNames, useTranslation, type ListTableColumn } from '@vigil/web-sdk';
import { cutResourceLink, resourceHref, resourceKind, type ResourceLogRow } from '../contract';
import { CollapsibleSection } from './collapsible-section';
import type { KnowledgeTestStore } from './knowledge-test-store';
import { QUIZ_NS } from './quiz-i18n';

/** The Resource cell: the address cut to 20 characters, a link opening in a new tab when it is a web address. */
function ResourceLink({ target }: { target: string }): ReactElement {
  const { t } = useTranslation(QUIZ_NS);
  const href = resourceHref(target);
  const text = cutResourceLink(target);
  if (!href) return <span title={target}>{text}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" title={target}>
      {text}
      <span className="visually-hidden"> {t('logs.newTab')}</span>
    </a>
  );
}

function LogsTable({ logs }: { logs: readonly ResourceLogRow[] }): ReactElement {
  const { t } = useTranslation(QUIZ_NS);
  const names = useRegionNames();
  const columns = useMemo<ListTableColumn<ResourceLogRow>[]>(
    () => {
      const country = (log: ResourceLogRow): string | null =>
        log.country_name === null ? null : names.country(log.country_code, log.country_name);
      return [
        { id: 'userName', label: t('logs.userName'), text: (log) => log.user_name },
        { id: 'company', label: t('logs.company'), text: (log) => log.company_name },
        { id: 'type', label: t('logs.type'), text: (log) => t(`logs.${resourceKind(log.type)}`) },
        // The whole address: the cell cuts it for the eye only (its title holds it whole).
        { id: 'resource', label: t('logs.resource'), text: (log) => log.target, cell: (log) => <ResourceLink target={log.target} /> },
        { id: 'country', label: t('logs.country'), text: (log) => country(log) ?? '', cell: (log) => country(log) ?? t('logs.noCountry') },
        dateColumn('date', t('logs.date'), (log) => log.created_at),
      ];
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the country names change exactly with the language.
    [t, names.language],
  );
  // In the order the server sends them until a column is chosen. The spec gives the logs no page size: they are
  // listed whole.
  return (
    <ListTable rows={logs} columns={columns} label={t('logs.heading')} searchLabel={t('logs.searchLabel')} fileName="resource-logs" className="quiz-table quiz-logs-table" />
  );
}

/**
 * 'LOGS LIST' (spec part 1 §2), shown only when logs exist, or, when they could not be loaded, to say so with
 * Retry where the list would be.
 */
export const LogsList = observer(function LogsList({ store }: { store: KnowledgeTestStore }): ReactElement | null {
  const { t } = useTranslation(QUIZ_NS);
  if (store.logsFailed) {
    return (
      <section className="quiz-section quiz-logs">
        <h2 className="quiz-section-heading">{t('logs.heading')}</h2>
        <LoadFailure message={t('logs.loadFailed')} onRetry={() => void store.loadLogs()} />
      </section>
    );
  }
  if (store.logs.length === 0) return null;
  return (
    <CollapsibleSection title={t('logs.heading')} closedText={t('logs.closed')} className="quiz-logs">
      <LogsTable logs={store.logs} />
    </CollapsibleSection>
  );
});
