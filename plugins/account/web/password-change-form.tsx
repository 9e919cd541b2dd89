import { useRef, useState, type ReactElement } from 'react';
import { ACCOUNT_MESSAGES, ACCOUNT_SECURITY_MESSAGES, password as passwordRule, type Rule } from '@vigil/core';
import { TextField, useFormController, useTranslation } from '@vigil/web-sdk';
import { AccountFormSection } from './account-form-section';
import { ACCOUNT_NS } from './account-i18n';
import type { AccountStore } from './account-store';

/** Spec part 1 §5: a field missing or blank is password_error (the wording of ACCOUNT_MESSAGES). */
const present: Rule = (value) => (value.trim() ? null : ACCOUNT_MESSAGES.password_error);
/** Issue 13: the change needs the current password; the server checks it and says when it is wrong. */
const currentGiven: Rule = (value) => (value.trim() ? null : ACCOUNT_SECURITY_MESSAGES.currentPasswordMissing);

/**
 * The password change: the current password, both new fields present and non-blank, then equal
 * (password_not_match), and the new password passes the shared password rule; the server also refuses an easily
 * guessed one, and its message shows on the field. After a change the form starts over empty.
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
  const form = useFormController<'current_password' | 'password' | 'password_confirm'>({
    namespace: ACCOUNT_NS,
    fields: {
      current_password: { label: 'password.current', type: 'password', autoComplete: 'current-password', rules: [currentGiven] },
      password: { label: 'password.password', type: 'password', rules: [present, passwordRule] },
      password_confirm: { label: 'password.confirm', type: 'password', rules: [present, matches] },
    },
    // The equality is the rule above, with the account's own wording instead of 'Password confirm not match'.
    confirm: null,
    onSubmit: async (values) => {
      await store.changePassword(values.current_password, values.password, values.password_confirm);
      onChanged();
    },
  });
  passwordValue.current = () => form.values().password;

  return (
    <AccountFormSection id="account-password-heading" heading={t('password.heading')} form={form} submit={t('password.submit')}>
      <TextField field="current_password" />
      <TextField field="password" />
      <TextField field="password_confirm" />
    </AccountFormSection>
  );
}
