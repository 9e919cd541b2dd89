import type { ReactElement } from 'react';
import { useParams } from 'wouter';
import { confirmEmailChange } from '../../core/contract/public-area';
import { FormView, SubmitButton, TextField } from '../forms';
import { useLazyTranslation } from '../i18n/lazy-translation';
import { BackToSignIn } from './back-to-sign-in';
import { PUBLIC_NAMESPACE } from './i18n/register';
import { PublicCard } from './public-card';
import { usePublicForm } from './use-public-form';

/**
 * /Login/confirm_email/{token}: the link mailed to a new email address (issue 13). The change is made by the button,
 * not by opening the page, so a mail scanner fetching the link changes nothing. Success toasts 'Your email address
 * has been changed' and goes to /Login, as the other public pages do.
 */
export default function ConfirmEmailPage(): ReactElement {
  const { token = '' } = useParams();
  const t = useLazyTranslation(PUBLIC_NAMESPACE);
  const form = usePublicForm({
    form: 'confirmEmailChange',
    fields: { email_token: { label: 'fields.token', type: 'hidden', value: token } },
    send: (api, values) => api.call(confirmEmailChange, values),
  });
  return (
    <PublicCard title="confirmEmail.title" intro={t('confirmEmail.intro')}>
      <FormView form={form}>
        <TextField field="email_token" />
        <SubmitButton>{t('confirmEmail.submit')}</SubmitButton>
      </FormView>
      <BackToSignIn />
    </PublicCard>
  );
}
