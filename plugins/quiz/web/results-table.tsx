import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import { formatDate } from '@vigil/core';
import { LoadFailure, Pagination, usePagination, useTranslation } from '@vigil/web-sdk';
import { formatResultPercentage, KNOWLEDGE_TEST_PAGE_SIZE, type TestResultRow } from '../contract';
import type { KnowledgeTestStore } from './knowledge-test-store';
import { QUIZ_NS } from './quiz-i18n';

function ResultsPages({ results }: { results: readonly TestResultRow[] }): ReactElement {
  const { t } = useTranslation(QUIZ_NS);
  const { page, pageCount, pageItems, setPage } = usePagination(results, KNOWLEDGE_TEST_PAGE_SIZE);
  return (
    <>
      <table className="quiz-table quiz-results-table">
        <caption className="visually-hidden">{t('results.heading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('results.user')}</th>
            <th scope="col">{t('results.test')}</th>
            <th scope="col">{t('results.date')}</th>
            <th scope="col">{t('results.result')}</th>
            <th scope="col">{t('results.percentage')}</th>
          </tr>
        </thead>
        <tbody>
          {pageItems.map((row, index) => (
            // Results have no id of their own; within a page the position is stable.
            <tr key={`${page}-${index}`}>
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
      <Pagination page={page} pageCount={pageCount} onChange={setPage} label={t('results.heading')} />
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
