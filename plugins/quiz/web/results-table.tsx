import { observer } from 'mobx-react-lite';
import { useMemo, type ReactElement } from 'react';
import { formatDate } from '@vigil/core';
import { ListPagination, ListToolbar, LoadFailure, SortableHeader, useListView, useTranslation, type ListColumn } from '@vigil/web-sdk';
import { formatResultPercentage, KNOWLEDGE_TEST_PAGE_SIZE, resultPercentage, type TestResultRow } from '../contract';
import type { KnowledgeTestStore } from './knowledge-test-store';
import { QUIZ_NS } from './quiz-i18n';

function ResultsPages({ results }: { results: readonly TestResultRow[] }): ReactElement {
  const { t } = useTranslation(QUIZ_NS);
  const columns = useMemo<ListColumn<TestResultRow>[]>(
    () => [
      { id: 'user', label: t('results.user'), text: (row) => row.customer_name },
      { id: 'test', label: t('results.test'), text: (row) => row.quiz_name },
      { id: 'date', label: t('results.date'), text: (row) => formatDate(row.date_quiz), sortValue: (row) => row.date_quiz },
      { id: 'result', label: t('results.result'), text: (row) => (row.pass ? t('results.passed') : t('results.failed')) },
      {
        id: 'percentage',
        label: t('results.percentage'),
        text: (row) => formatResultPercentage(row.correct_answers, row.total_questions),
        sortValue: (row) => resultPercentage(row.correct_answers, row.total_questions),
      },
    ],
    [t],
  );
  // In the order the server sends them until a column is chosen.
  const view = useListView(results, { columns, pageSize: KNOWLEDGE_TEST_PAGE_SIZE, fileName: 'knowledge-test-results' });
  // Results have no id of their own: each keeps its place in the list as its key while sorting and searching.
  const keys = useMemo(() => new Map(results.map((row, index) => [row, index])), [results]);
  return (
    <>
      <ListToolbar view={view} label={t('results.searchLabel')} />
      <table className="quiz-table quiz-results-table">
        <caption className="visually-hidden">{t('results.heading')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <SortableHeader key={column.id} view={view} column={column.id} />
            ))}
          </tr>
        </thead>
        <tbody>
          {view.shown.map((row) => (
            <tr key={keys.get(row)}>
              <td>{row.customer_name}</td>
              <td>{row.quiz_name}</td>
              <td>
                <time dateTime={row.date_quiz}>{formatDate(row.date_quiz)}</time>
              </td>
              <td className={row.pass ? 'quiz-passed' : 'quiz-failed'}>{row.pass ? t('results.passed') : t('results.failed')}</td>
              <td>{formatResultPercentage(row.correct_answers, row.total_questions)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ListPagination view={view} label={t('results.heading')} />
    </>
  );
}

/** 'KNOWLEDGE EVALUATION TEST RESULTS' (spec part 1 §2): 10 per page, the percentage with its counts. */
export const ResultsTable = observer(function ResultsTable({ store }: { store: KnowledgeTestStore }): ReactElement {
  const { t } = useTranslation(QUIZ_NS);
  let content: ReactElement;
  if (store.resultsFailed) {
    content = (
      <LoadFailure message={t('results.loadFailed')} onRetry={() => void store.loadResults()} />
    );
  } else if (store.results.length === 0) {
    content = <p className="quiz-empty">{t('results.empty')}</p>;
  } else {
    content = <ResultsPages results={store.results} />;
  }
  return (
    <section className="quiz-section quiz-results">
      <h2 className="quiz-section-heading">{t('results.heading')}</h2>
      {content}
    </section>
  );
});
