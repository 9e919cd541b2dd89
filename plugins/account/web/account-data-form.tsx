import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import { ACCOUNT_LANGUAGES, type AccountLanguage } from '@vigil/core';
import { SelectField, TextField, useFormController, useTranslation } from '@vigil/web-sdk';
import { AccountFormSection } from './account-form-section';
import { ACCOUNT_NS } from './account-i18n';
import type { AccountFields, AccountStore } from './account-store';

type AccountField = keyof AccountFields;

const LANGUAGE_OPTIONS = ACCOUNT_LANGUAGES.map((value) => ({ value, label: `languages.${value}` }));

function asLanguage(value: string): AccountLanguage {
  return (ACCOUNT_LANGUAGES as readonly string[]).includes(value) ? (value as AccountLanguage) : 'en';
}

/**
 * The account fields with the rules of FORM_RULES.account (spec part 1 §5): name, surname, username without
 * spaces, email and phone required, foreign phone optional, language English or Italiano. A changed email waits for
 * the link mailed to it (issue 13): the field goes back to the current address and a note says where the link went.
 */
export const AccountDataForm = observer(function AccountDataForm({ store }: { store: AccountStore }): ReactElement {
  const { t } = useTranslation(ACCOUNT_NS);
  // The data tab is mounted only once the detail arrived, so the form starts from the server's values.
  const employee = store.employee;
  const form = useFormController<AccountField>({
    form: 'account',
    namespace: ACCOUNT_NS,
    fields: {
      name: { label: 'data.name', value: employee?.name ?? '' },
      surname: { label: 'data.surname', value: employee?.surname ?? '' },
      username: { label: 'data.username', value: employee?.username ?? '' },
      email: { label: 'data.email', type: 'email', value: employee?.email ?? '' },
      phone: { label: 'data.phone', type: 'tel', value: employee?.phone ?? '' },
      foreign_phone: { label: 'data.foreign_phone', type: 'tel', value: employee?.foreign_phone ?? '' },
      language: { label: 'data.language', type: 'select', options: LANGUAGE_OPTIONS, value: employee?.language ?? 'en' },
    },
    onSubmit: async (values) => {
      await store.saveFields({ ...values, language: asLanguage(values.language) });
      if (store.pendingEmail && store.employee) form.setValue('email', store.employee.email);
    },
  });

  return (
    <AccountFormSection id="account-data-heading" heading={t('data.heading')} form={form} submit={t('data.save')}>
      <TextField field="name" />
      <TextField field="surname" />
      <TextField field="username" />
      <TextField field="email" />
      {store.pendingEmail ? (
        <p className="account-note" role="status">
          {t('data.emailPending', { email: store.pendingEmail })}
        </p>
      ) : null}
      <TextField field="phone" />
      <TextField field="foreign_phone" />
      <SelectField field="language" />
    </AccountFormSection>
  );
});
