import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactElement } from 'react';
import { PageHeading, PageLoader, TOKENS, useService, useTranslation } from '@vigil/web-sdk';
import { ExcludeForm } from './exclude-form';
import { ExcludedList } from './excluded-list';
import { KnowledgeTestStore } from './knowledge-test-store';
import { LogsList } from './logs-list';
import { QUIZ_NS } from './quiz-i18n';
import { ResultsTable } from './results-table';
import './quiz.css';

/**
 * /Quiz (spec part 1 §2): exclude users from tests, the excluded personnel, the results and the resources the
 * users viewed. Admin only.
 */
const QuizPage = observer(function QuizPage(): ReactElement {
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const { t } = useTranslation(QUIZ_NS);
  const [store] = useState(() => new KnowledgeTestStore(api, ui));

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <div className="quiz-page">
      <PageHeading>{t('title')}</PageHeading>
      {store.loaded ? (
        <>
          <ExcludeForm store={store} />
          <ExcludedList store={store} />
          <ResultsTable store={store} />
          <LogsList store={store} />
        </>
      ) : (
        <PageLoader plugin="quiz" label={t('loading')} />
      )}
    </div>
  );
});

export default QuizPage;
