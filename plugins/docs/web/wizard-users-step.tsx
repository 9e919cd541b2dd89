import { useId, type ReactElement } from 'react';
import { required } from '@vigil/core';
import { CheckboxGroupField, FormView, LoadFailure, PageLoader, SubmitButton, TOKENS, useFormController, useLoad, useService, useTranslation } from '@vigil/web-sdk';
import { getProjectUsers, type DocUser } from '../contract';
import { DOCS_NS } from './docs-i18n';

export interface UsersStepProps {
  /** The chosen projects' ids, joined by commas. */
  builds: string;
  initial: string;
  onBack(users: string): void;
  /** Sends the document; a rejection shows as the form's failure. */
  onFinish(users: string): Promise<void>;
}

/** Step 3 Users (spec part 2 §5): at least one, chosen among the employees of the chosen projects only. */
export function UsersStep({ builds, initial, onBack, onFinish }: UsersStepProps): ReactElement {
  const { t } = useTranslation(DOCS_NS);
  const api = useService(TOKENS.Api);
  const answer = useLoad(() => api.call(getProjectUsers, { builds }), `docs-users-${builds}`);
  if (answer.status === 'loading') return <PageLoader plugin="docs" label={t('loading')} />;
  if (answer.status === 'error') return <LoadFailure message={answer.message} onRetry={answer.retry} />;
  return <UsersForm users={answer.data.users} initial={initial} onBack={onBack} onFinish={onFinish} />;
}

interface UsersFormProps extends Omit<UsersStepProps, 'builds'> {
  users: readonly DocUser[];
}

function UsersForm({ users, initial, onBack, onFinish }: UsersFormProps): ReactElement {
  const { t } = useTranslation(DOCS_NS);
  const id = useId();
  const known = new Set(users.map((user) => String(user.value)));
  const form = useFormController<'users'>({
    namespace: DOCS_NS,
    fields: {
      users: {
        label: 'wizard.users',
        type: 'multiselect',
        // Someone chosen before the projects changed, who no longer works on them, is not kept.
        value: initial.split(',').filter((user) => known.has(user)).join(','),
        options: users.map((user) => ({ value: String(user.value), label: user.label, text: user.label })),
        rules: [required],
      },
    },
    onSubmit: (values) => onFinish(values.users),
  });

  return (
    <FormView form={form} className="docs-wizard-step" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('wizard.step3')}</h3>
      {users.length === 0 ? <p className="docs-muted">{t('wizard.noUsers')}</p> : null}
      <div className="docs-choices">
        <CheckboxGroupField field="users" />
      </div>
      <div className="docs-wizard-buttons">
        <button type="button" onClick={() => onBack(form.values().users)}>
          {t('wizard.back')}
        </button>
        <SubmitButton>{t('wizard.finish')}</SubmitButton>
      </div>
    </FormView>
  );
}
