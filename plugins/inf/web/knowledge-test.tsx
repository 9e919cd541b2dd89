import { lazy, Suspense, useCallback, useId, useState, type ReactElement } from 'react';
import { SUCCESS_MESSAGES } from '@vigil/core';
import { ApiError, PageLoader, showFailure, TOKENS, translateMessage, useService, useTranslation } from '@vigil/web-sdk';
import {
  encodeAnswers,
  replyQuiz,
  startQuiz,
  type ChosenAnswers,
  type QuizDetail,
  type ReplyAnswer,
} from '../contract';
import { INF_NS } from './inf-i18n';

// The form engine comes with the questions, once Start is pressed: the induction page loads without it.
const TestForm = lazy(() => import('./test-form'));

/**
 * Where the test stands on this page (spec part 2 §4): before Start the user's standing from the server (not
 * started, failed, passed, exempt), then starting, in progress (submitting is the form's), completed with the
 * result, or refused because the time ran out before the answers arrived.
 */
type Phase =
  | { kind: 'ready' }
  | { kind: 'starting' }
  | { kind: 'running'; deadline: number }
  | { kind: 'completed'; result: ReplyAnswer; timeUp: boolean }
  | { kind: 'timeOver' };

export interface KnowledgeTestProps {
  detail: QuizDetail;
  /** Loads the page's data again (Retry: spec part 2 §2 "a Retry button that reloads the page"). */
  onReload: () => void;
}

/** The country's knowledge test: the employer's rules, Start, the questions, and the result. */
export function KnowledgeTest({ detail, onReload }: KnowledgeTestProps): ReactElement {
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const { t } = useTranslation(INF_NS);
  const headingId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'ready' });
  const { quiz } = detail;
  const onTimerFailure = useCallback((message: string) => ui.toast('error', message), [ui]);

  async function start(): Promise<void> {
    if (!quiz) return;
    setPhase({ kind: 'starting' });
    try {
      const attempt = await api.call(startQuiz, { id: String(quiz.id) });
      // By this browser's clock: the server counts from its own start, and a skewed clock must not shorten it.
      setPhase({ kind: 'running', deadline: Date.now() + attempt.time_limit_ms });
    } catch (error) {
      showFailure(ui, error);
      setPhase({ kind: 'ready' });
      // Passed or exempt meanwhile (another tab, the admin): the page shows the standing the server has now.
      if (error instanceof ApiError && (error.status === 403 || error.status === 409)) onReload();
    }
  }

  async function send(answers: ChosenAnswers, timeUp: boolean): Promise<void> {
    if (!quiz) return;
    try {
      const result = await api.call(replyQuiz, { id: String(quiz.id), answers: encodeAnswers(answers) });
      ui.toast('success', translateMessage(result.message || SUCCESS_MESSAGES.testCompleted));
      setPhase({ kind: 'completed', result, timeUp });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'inf:timeOver') setPhase({ kind: 'timeOver' });
      else throw error;
    }
  }

  let body: ReactElement;
  if (!quiz) body = <p>{t('test.none')}</p>;
  else if (phase.kind === 'running') {
    body = (
      <Suspense fallback={<PageLoader plugin="inf" label={t('test.starting')} />}>
        <TestForm
          questions={quiz.questions}
          deadline={phase.deadline}
          onSend={send}
          onTimerFailure={onTimerFailure}
          labelledBy={headingId}
        />
      </Suspense>
    );
  } else if (phase.kind === 'completed') {
    body = (
      <>
        <Result
          headline
          passed={phase.result.passed}
          correct={phase.result.total_correct_answers}
          total={phase.result.total_questions}
          percentage={phase.result.percentage}
          note={translateMessage(SUCCESS_MESSAGES.testCompleted)}
          onRetry={phase.result.passed ? undefined : onReload}
        />
        {phase.timeUp ? <p>{t('test.timeOverSent')}</p> : null}
      </>
    );
  } else if (phase.kind === 'timeOver') {
    body = (
      <>
        <p className="inf-test-verdict" role="alert">
          <strong>{t('test.timeOver')}</strong>
        </p>
        <p>{t('test.timeOverRefused')}</p>
        <button type="button" className="button" onClick={onReload}>
          {t('test.retry')}
        </button>
      </>
    );
  } else {
    body = <Standing detail={detail} starting={phase.kind === 'starting'} onStart={() => void start()} />;
  }

  return (
    <section className="inf-section inf-test" aria-labelledby={headingId} data-phase={quiz ? phase.kind : 'none'}>
      <h2 id={headingId}>{t('test.heading')}</h2>
      {body}
    </section>
  );
}

/** Before Start: the user's standing on the test, the employer's rules and, when it may be taken, Start. */
function Standing({ detail, starting, onStart }: { detail: QuizDetail; starting: boolean; onStart: () => void }): ReactElement {
  const { t } = useTranslation(INF_NS);
  const last = detail.last_result;
  if (detail.state === 'exempt') return <p className="inf-test-exempt">{t('test.exempt')}</p>;
  if (detail.state === 'passed') {
    return (
      <>
        <p>{t('test.alreadyPassed')}</p>
        {last ? <Result passed correct={last.total_correct_answers} total={last.total_questions} percentage={last.percentage} /> : null}
      </>
    );
  }
  return (
    <>
      {detail.state === 'failed' ? <p>{t('test.lastFailed')}</p> : null}
      {detail.state === 'failed' && last ? (
        <Result passed={false} correct={last.total_correct_answers} total={last.total_questions} percentage={last.percentage} />
      ) : null}
      <p>{t('test.wording', { score: detail.pass_score })}</p>
      <p>{t('test.time', { seconds: Math.round(detail.time_limit_ms / 1000) })}</p>
      {detail.attempts > 0 ? <p>{t('test.attempts', { count: detail.attempts })}</p> : null}
      <button type="button" className="button inf-test-start" disabled={starting} onClick={onStart}>
        {starting ? t('test.starting') : t('test.start')}
      </button>
    </>
  );
}

interface ResultProps {
  passed: boolean;
  correct: number;
  total: number;
  percentage: number;
  /** The attempt just sent: the verdict is the section's headline (a heading), announced with `note`. */
  headline?: boolean;
  /** Shown beside the verdict: the spec's completion message after an attempt. */
  note?: string;
  /** A failed result's Retry; none for a passed one (it is not retaken). */
  onRetry?: () => void;
}

/**
 * 'Passed' or 'Failed' with the score (spec part 2 §2); a failed one offers Retry. Right after an attempt the
 * verdict leads, as a heading, with 'The test has been successfully completed' beside it: the completion alone
 * does not tell a person how they did.
 */
function Result({ passed, correct, total, percentage, headline = false, note, onRetry }: ResultProps): ReactElement {
  const { t } = useTranslation(INF_NS);
  const verdict = (
    <>
      <strong>{passed ? t('test.passed') : t('test.failed')}</strong>{' '}
      <span>{t('test.score', { correct, total, percentage })}</span>
    </>
  );
  return (
    <div className={passed ? 'inf-test-result inf-test-passed' : 'inf-test-result inf-test-failed'}>
      <div className="inf-test-outcome" role={headline ? 'status' : undefined}>
        {headline ? <h3 className="inf-test-verdict">{verdict}</h3> : <p className="inf-test-verdict">{verdict}</p>}
        {note ? <p className="inf-test-note">{note}</p> : null}
      </div>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {t('test.retry')}
        </button>
      ) : null}
    </div>
  );
}
