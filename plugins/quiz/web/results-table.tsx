import { observer } from 'mobx-react-lite';
import { useMemo, type ReactElement } from 'react';
import { dateColumn, ListTable, LoadFailure, useTranslation, type ListTableColumn } from '@vigil/web-sdk';
import { formatResultPercentage, KNOWLEDGE_TEST_PAGE_SIZE, resultPercentage, type TestResultRow } from '../contract';
import type { KnowledgeTestStore } from './knowledge-test-store';
import { QUIZ_NS } from './quiz-i18n';

function ResultsPages({ results }: { results: readonly TestResultRow[] }): ReactElement {
  const { t } = useTranslation(QUIZ_NS);
  const columns = useMemo<ListTableColumn<TestResultRow>[]>(
    () => [
      { id: 'user', label: t('results.user'), text: (row) => row.customer_name },
      { id: 'test', label: t('results.test'), text: (row) => row.quiz_name },
      dateColumn('date', t('results.date'), (row) => row.date_quiz),
      {
        id: 'result',
        label: t('results.result'),
        text: (row) => (row.pass ? t('results.passed') : t('results.failed')),
        cellClassName: (row) => (row.pass ? 'quiz-passed' : 'quiz-failed'),
      },
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
  return (
    <ListTable rows={results} columns={columns} label={t('results.heading')} searchLabel={t('results.searchLabel')} pageSize={KNOWLEDGE_TEST_PAGE_SIZE}
      fileName="knowledge-test-results" className="quiz-table quiz-results-table" />
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
