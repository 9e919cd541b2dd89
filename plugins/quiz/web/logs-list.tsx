import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import { formatDate } from '@vigil/core';
import { useTranslation } from '@vigil/web-sdk';
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
  return (
    <table className="quiz-table quiz-logs-table">
      <caption className="visually-hidden">{t('logs.heading')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('logs.userName')}</th>
          <th scope="col">{t('logs.company')}</th>
          <th scope="col">{t('logs.type')}</th>
          <th scope="col">{t('logs.resource')}</th>
          <th scope="col">{t('logs.country')}</th>
          <th scope="col">{t('logs.date')}</th>
        </tr>
      </thead>
      <tbody>
        {logs.map((log, index) => (
          // Logs have no id of their own; the list is replaced, never reordered, so the position is stable.
          <tr key={index}>
            <td>{log.user_name}</td>
            <td>{log.company_name}</td>
            <td>{t(`logs.${resourceKind(log.type)}`)}</td>
            <td>
              <ResourceLink target={log.target} />
            </td>
            <td>{log.country_name ?? t('logs.noCountry')}</td>
            <td>
              <time dateTime={log.created_at}>{formatDate(log.created_at)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * 'LOGS LIST' (spec part 1 §2), shown only when logs exist. The spec gives the logs no page size (part 1 §9
 * pages claims, exclusions and results), so they are listed whole.
 */
export const LogsList = observer(function LogsList({ store }: { store: KnowledgeTestStore }): ReactElement | null {
  const { t } = useTranslation(QUIZ_NS);
  if (store.logs.length === 0) return null;
  return (
    <CollapsibleSection title={t('logs.heading')} closedText={t('logs.closed')} className="quiz-logs">
      <LogsTable logs={store.logs} />
    </CollapsibleSection>
  );
});
