import { observer } from 'mobx-react-lite';
import type { MouseEvent, ReactElement } from 'react';
import { Pagination, usePagination, useTranslation } from '@vigil/web-sdk';
import { KNOWLEDGE_TEST_PAGE_SIZE, type ExcludedRow } from '../contract';
import { CollapsibleSection } from './collapsible-section';
import { exclusionKey, type KnowledgeTestStore } from './knowledge-test-store';
import { QUIZ_NS } from './quiz-i18n';

const ExcludedTable = observer(function ExcludedTable({ store }: { store: KnowledgeTestStore }): ReactElement {
  const { t } = useTranslation(QUIZ_NS);
  const { page, pageCount, pageItems, setPage } = usePagination(store.excludedRows, KNOWLEDGE_TEST_PAGE_SIZE);

  function remove(row: ExcludedRow) {
    return (event: MouseEvent): void => {
      // The row and its button both remove: one click, one call.
      event.stopPropagation();
      void store.remove(row);
    };
  }

  return (
    <>
      <table className="quiz-table quiz-excluded-table">
        <caption className="visually-hidden">{t('excluded.heading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('excluded.user')}</th>
            <th scope="col">{t('excluded.test')}</th>
            <th scope="col">{t('excluded.remove')}</th>
          </tr>
        </thead>
        <tbody>
          {pageItems.map((row) => {
            const busy = store.removing.has(exclusionKey(row));
            return (
              // Spec part 1 §2: clicking a row removes that entry; its Remove button does the same by keyboard.
              <tr key={exclusionKey(row)} className="quiz-removable-row" aria-busy={busy || undefined} onClick={remove(row)}>
                <td>{row.customer_name}</td>
                <td>{row.quiz_name}</td>
                <td>
                  <button
                    type="button"
                    className="button button-secondary quiz-remove"
                    disabled={busy}
                    aria-label={t('excluded.removeLabel', { user: row.customer_name, test: row.quiz_name })}
                    onClick={remove(row)}
                  >
                    {t('excluded.remove')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Pagination page={page} pageCount={pageCount} onChange={setPage} label={t('excluded.heading')} />
    </>
  );
});

/** 'EXCLUDED PERSONNEL LIST' (spec part 1 §2), shown only when entries exist: one row per user and test. */
export const ExcludedList = observer(function ExcludedList({ store }: { store: KnowledgeTestStore }): ReactElement | null {
  const { t } = useTranslation(QUIZ_NS);
  if (store.excludedRows.length === 0) return null;
  return (
    <CollapsibleSection title={t('excluded.heading')} closedText={t('excluded.closed')} className="quiz-excluded">
      <ExcludedTable store={store} />
    </CollapsibleSection>
  );
});
