import { useRef, useState, type ReactElement } from 'react';
import { ACCOUNT_MESSAGES, password as passwordRule, type Rule } from '@vigil/core';
import { FormView, SubmitButton, TextField, useFormController, useTranslation } from '@vigil/web-sdk';
import { ACCOUNT_NS } from './account-i18n';
import type { AccountStore } from './account-store';

/** Spec part 1 §5: a field missing or blank is password_error (the wording of ACCOUNT_MESSAGES). */
const present: Rule = (value) => (value.trim() ? null : ACCOUNT_MESSAGES.password_error);

/**
 * The password change: both fields present and non-blank, then equal (password_not_match), and the new password
 * passes the shared password rule. After a change the form starts over empty.
 */
export function PasswordChangeForm({ store }: { store: AccountStore }): ReactElement {
  const [generation, setGeneration] = useState(0);
  return <PasswordFields key={generation} store={store} onChanged={() => setGeneration((value) => value + 1)} />;
}

function PasswordFields({ store, onChanged }: { store: AccountStore; onChanged: () => void }): ReactElement {
  const { t } = useTranslation(ACCOUNT_NS);
  // The confirmation rule reads the password through this, since a rule sees only its own field's value.
  const passwordValue = useRef<() => string>(() => '');
  const matches: Rule = (value) => (value === passwordValue.current() ? null : ACCOUNT_MESSAGES.password_not_match);
  const form = useFormController<'password' | 'password_confirm'>({
    namespace: ACCOUNT_NS,
    fields: {
      password: { label: 'password.password', type: 'password', rules: [present, passwordRule] },
      password_confirm: { label: 'password.confirm', type: 'password', rules: [present, matches] },
    },
    // The equality is the rule above, with the account's own wording instead of 'Password confirm not match'.
    confirm: null,
    onSubmit: async (values) => {
      await store.changePassword(values.password, values.password_confirm);
      onChanged();
    },
  });
  passwordValue.current = () => form.values().password;

  return (
    <section className="account-section" aria-labelledby="account-password-heading">
      <h2 id="account-password-heading">{t('password.heading')}</h2>
      <FormView form={form} className="account-form" aria-labelledby="account-password-heading">
        <TextField field="password" />
        <TextField field="password_confirm" />
        <SubmitButton>{t('password.submit')}</SubmitButton>
      </FormView>
    </section>
  );
}
