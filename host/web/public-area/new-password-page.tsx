import type { ReactElement } from 'react';
import { useParams } from 'wouter';
import { setNewPassword } from '../../core/contract/public-area';
import { FormView, SubmitButton, TextField } from '../forms';
import { useLazyTranslation } from '../i18n/lazy-translation';
import { BackToSignIn } from './back-to-sign-in';
import { PUBLIC_NAMESPACE } from './i18n/register';
import { PasswordHint } from './password-hint';
import { PublicCard } from './public-card';
import { usePublicForm } from './use-public-form';

/**
 * /Login/newpassword/{token}: the reset link's token travels hidden as `reset_token`. Success toasts 'Password
 * reset was completed' and goes to /Login (spec part 1 §4).
 */
export default function NewPasswordPage(): ReactElement {
  const { token = '' } = useParams();
  const t = useLazyTranslation(PUBLIC_NAMESPACE);
  const form = usePublicForm({
    form: 'newPassword',
    fields: {
      reset_token: { label: 'fields.token', type: 'hidden', value: token },
      password: { label: 'fields.newPassword', type: 'password' },
      password_confirm: { label: 'fields.passwordConfirm', type: 'password' },
    },
    send: (api, values) => api.call(setNewPassword, values),
  });
  return (
    <PublicCard title="newPassword.title">
      <FormView form={form}>
        <TextField field="reset_token" />
        <TextField field="password" />
        <PasswordHint />
        <TextField field="password_confirm" />
        <SubmitButton>{t('newPassword.submit')}</SubmitButton>
      </FormView>
      <BackToSignIn />
    </PublicCard>
  );
}
