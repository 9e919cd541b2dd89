import { useId, type ReactElement } from 'react';
import { CheckboxGroupField, FormView, SubmitButton, useFormController, useTranslation, type FieldOption } from '@vigil/web-sdk';
import type { KnowledgeTestStore } from './knowledge-test-store';
import { QUIZ_NS } from './quiz-i18n';

type ExcludeField = 'users' | 'quiz';

/**
 * 'EXCLUDE USERS FROM KNOWLEDGE EVALUATION TEST' (spec part 1 §2): users and tests, each the spec's
 * multi-checkbox (part 2 §5: a click ticks or unticks one box and keeps the others), and Exclude. Emptiness is not checked (spec part 1 §5): the server says what is missing and nothing changes. On
 * success both selects are cleared (spec part 1 §4). Mounted once the choices have loaded: a form's options are
 * fixed when it is created.
 */
export function ExcludeForm({ store }: { store: KnowledgeTestStore }): ReactElement {
  const { t } = useTranslation(QUIZ_NS);
  const headingId = useId();
  const users: FieldOption[] = store.employees.map((employee) => ({
    value: String(employee.customer_id),
    label: employee.customer_name,
    text: employee.customer_name,
  }));
  const tests: FieldOption[] = store.tests.map((test) => ({ value: String(test.quiz_id), label: test.name, text: test.name }));
  const form = useFormController<ExcludeField>({
    namespace: QUIZ_NS,
    fields: {
      users: { label: 'exclude.users', type: 'multiselect', options: users, rules: [] },
      quiz: { label: 'exclude.tests', type: 'multiselect', options: tests, rules: [] },
    },
    async onSubmit(values) {
      await store.exclude(values.users, values.quiz);
      form.setValue('users', '');
      form.setValue('quiz', '');
    },
  });

  return (
    <section className="quiz-section quiz-exclude">
      <h2 id={headingId} className="quiz-section-heading">
        {t('exclude.heading')}
      </h2>
      <FormView form={form} aria-labelledby={headingId} className="quiz-exclude-form">
        <p className="quiz-hint">{t('exclude.hint')}</p>
        <div className="quiz-exclude-fields">
          <CheckboxGroupField field="users" />
          <CheckboxGroupField field="quiz" />
        </div>
        <SubmitButton>{t('exclude.submit')}</SubmitButton>
      </FormView>
    </section>
  );
}
