import { useId, useState, type ReactElement } from 'react';
import { required } from '@vigil/core';
import {
  FormView,
  LoadFailure,
  PageLoader,
  SubmitButton,
  TextField,
  TOKENS,
  translateMessage,
  useFormController,
  useLoad,
  useService,
  useTranslation,
} from '@vigil/web-sdk';
import { getPassScore, setPassScore } from '../contract';
import { INF_NS } from './inf-i18n';

/**
 * The employer's pass score of the knowledge tests (issue 14: a company setting the admin can change): shown and
 * edited on /Inf by admins only. The server checks the range (0–100) and says so in its message.
 */
export default function PassScoreSetting(): ReactElement {
  const api = useService(TOKENS.Api);
  const { t } = useTranslation(INF_NS);
  const current = useLoad(() => api.call(getPassScore), 'pass-score');
  if (current.status === 'loading') return <PageLoader plugin="inf" label={t('loading')} />;
  if (current.status === 'error') return <LoadFailure message={current.message} onRetry={current.retry} />;
  return <PassScoreForm initial={current.data.pass_score} />;
}

function PassScoreForm({ initial }: { initial: number }): ReactElement {
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const { t } = useTranslation(INF_NS);
  const headingId = useId();
  const [score, setScore] = useState(initial);
  const form = useFormController<'pass_score'>({
    namespace: INF_NS,
    fields: { pass_score: { label: 'passScore.field', value: String(initial), rules: [required] } },
    async onSubmit(values) {
      const answer = await api.call(setPassScore, { pass_score: values.pass_score });
      setScore(answer.pass_score);
      ui.toast('success', translateMessage(answer.message));
    },
  });

  return (
    <section className="inf-section inf-pass-score" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('passScore.heading')}</h2>
      <p>{t('passScore.current', { score })}</p>
      <FormView form={form} className="inf-pass-score-form" aria-labelledby={headingId}>
        <TextField field="pass_score" />
        <SubmitButton>{t('passScore.save')}</SubmitButton>
      </FormView>
    </section>
  );
}
