import type { ReactElement } from 'react';
import { resetPassword } from '../../core/contract/public-area';
import { FormView, SubmitButton, TextField } from '../forms';
import { useLazyTranslation } from '../i18n/lazy-translation';
import { BackToSignIn } from './back-to-sign-in';
import { PUBLIC_NAMESPACE } from './i18n/register';
import { PublicCard } from './public-card';
import { usePublicForm } from './use-public-form';

/** /Login/forgotpassword: asks for a reset link by email; the server's answer ('Your request has been sent') is toasted. */
export default function ForgotPasswordPage(): ReactElement {
  const t = useLazyTranslation(PUBLIC_NAMESPACE);
  const form = usePublicForm({
    form: 'forgotPassword',
    fields: { email: { label: 'fields.email', type: 'email' } },
    send: (api, { email }) => api.call(resetPassword, { email }),
    thenSignIn: false,
  });
  return (
    <PublicCard title="forgotPassword.title" intro={t('forgotPassword.intro')}>
      <FormView form={form}>
        <TextField field="email" />
        <SubmitButton>{t('forgotPassword.submit')}</SubmitButton>
      </FormView>
      <BackToSignIn />
    </PublicCard>
  );
}
