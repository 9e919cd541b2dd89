import { useEffect, useRef, useState, type ReactElement } from 'react';
import {
  CheckboxGroupField,
  FormView,
  RadioGroupField,
  splitListValue,
  SubmitButton,
  TOKENS,
  useFormController,
  useService,
  useTranslation,
  type FieldDefinition,
  type Translate,
} from '@vigil/web-sdk';
import { needsSeveralAnswers, type ChosenAnswers, type QuizQuestion } from '../contract';
import { INF_NS } from './inf-i18n';

export interface TestFormProps {
  questions: readonly QuizQuestion[];
  /** When the attempt's time runs out, by this browser's clock (Date.now()). */
  deadline: number;
  /** Sends the answers; `timeUp` when the clock sent them. A rejection is shown as the form's failure. */
  onSend: (answers: ChosenAnswers, timeUp: boolean) => Promise<void>;
  /** The clock's own send failed (no one pressed Submit to see the form's toast). */
  onTimerFailure: (message: string) => void;
  /** The id of the heading that names the test. */
  labelledBy: string;
}

const fieldName = (question: QuizQuestion): string => `q${question.id}`;

/** A count the question's own text already states, as the demo tests word it: 'Which … ? (2 answers)'. */
const STATED_COUNT = /\s*\((\d+) answers?\)\s*$/i;

/**
 * The question as the form shows it: one needing several answers says how many once, in the reader's language,
 * even when its text already ends with the count in English.
 */
function questionText(question: QuizQuestion, t: Translate): string {
  if (!needsSeveralAnswers(question.correctAnswers)) return question.question;
  const stated = STATED_COUNT.exec(question.question);
  const bare = stated && Number(stated[1]) === question.correctAnswers ? question.question.slice(0, stated.index) : question.question;
  return t('test.several', { question: bare, count: question.correctAnswers });
}

/** Whole seconds left until `deadline`, ticking; 0 once it has passed. */
function useSecondsLeft(deadline: number): number {
  const left = (): number => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left()), 250);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only `deadline`
  }, [deadline]);
  return seconds;
}

/**
 * The test in progress (spec part 2 §2, §4, §5): a question with several answers is a multi-checkbox limited to
 * that number (the unchecked boxes are disabled at the limit) and says how many; a question with one answer is a
 * radio group, where choosing another answer replaces the first (docs/decisions.md, issue 24's section).
 * Submit sends them, after a confirmation when some question has no answer; when the time is over the answers
 * given so far are sent by themselves. Its own chunk, with the form engine.
 */
export default function TestForm({ questions, deadline, onSend, onTimerFailure, labelledBy }: TestFormProps): ReactElement {
  const { t } = useTranslation(INF_NS);
  const ui = useService(TOKENS.Ui);
  const seconds = useSecondsLeft(deadline);
  const timeUp = useRef(false);
  const fields = Object.fromEntries(
    questions.map((question, index): [string, FieldDefinition] => [
      fieldName(question),
      {
        // Never shown: `text` is the question as the server words it.
        label: 'test.heading',
        text: `${index + 1}. ${questionText(question, t)}`,
        type: 'multiselect',
        options: question.options.map((option) => ({ value: String(option.id), label: option.option, text: option.option })),
        rules: [],
      },
    ]),
  );
  const form = useFormController<string>({
    namespace: INF_NS,
    fields,
    async onSubmit(values) {
      const answers = new Map(questions.map((question) => [question.id, splitListValue(values[fieldName(question)] ?? '').map(Number)]));
      const unanswered = [...answers.values()].filter((chosen) => chosen.length === 0).length;
      // A missing answer scores 0: a person who pressed Submit early gets the chance to go back. The clock does not
      // ask, and a time that ran out while the question was open sends the answers whatever the reply.
      if (unanswered > 0 && !timeUp.current) {
        const confirmed = await ui.confirm(t('test.confirmUnanswered', { count: unanswered }));
        if (!confirmed && !timeUp.current) return;
      }
      // A refusal is coded: the form shows it in the user's language.
      await onSend(answers, timeUp.current);
    },
  });

  useEffect(() => {
    if (seconds > 0 || timeUp.current) return;
    timeUp.current = true;
    void form.submit().then((outcome) => {
      if (outcome.status === 'failed') onTimerFailure(outcome.message);
    });
  }, [seconds, form, onTimerFailure]);

  return (
    <FormView form={form} className="inf-test-form" aria-labelledby={labelledBy}>
      <p className="inf-test-timer" role="timer" aria-live="off">
        {seconds > 0 ? t('test.remaining', { seconds }) : t('test.timeOver')}
      </p>
      {questions.map((question) =>
        needsSeveralAnswers(question.correctAnswers) ? (
          <CheckboxGroupField key={question.id} field={fieldName(question)} max={question.correctAnswers} />
        ) : (
          <RadioGroupField key={question.id} field={fieldName(question)} />
        ),
      )}
      <SubmitButton>{t('test.submit')}</SubmitButton>
    </FormView>
  );
}
