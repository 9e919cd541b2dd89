import type { ReactElement } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { setNewPassword } from '../../core/contract/public-area';
import { FormView, SubmitButton, TextField, useFormController, useToast } from '../forms';
import { useLazyTranslation } from '../i18n/lazy-translation';
import { LOGIN_PATH } from '../routing/public-paths';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { PUBLIC_NAMESPACE } from './i18n/register';
import { PasswordHint } from './password-hint';
import { PublicCard } from './public-card';
import { usePreloadedUi } from './use-preloaded-ui';

/**
 * /Login/newpassword/{token}: the reset link's token travels hidden as `reset_token`. Success toasts 'Password
 * reset was completed' and goes to /Login (spec part 1 §4).
 */
export default function NewPasswordPage(): ReactElement {
  usePreloadedUi();
  const { token = '' } = useParams();
  const api = useService(TOKENS.Api);
  const toast = useToast();
  const navigate = useNavigate();
  const t = useLazyTranslation(PUBLIC_NAMESPACE);
  const form = useFormController({
    form: 'newPassword',
    namespace: PUBLIC_NAMESPACE,
    fields: {
      reset_token: { label: 'fields.token', type: 'hidden', value: token },
      password: { label: 'fields.newPassword', type: 'password' },
      password_confirm: { label: 'fields.passwordConfirm', type: 'password' },
    },
    onSubmit: async (values) => {
      const answer = await api.call(setNewPassword, values);
      toast('success', answer.message);
      void navigate(LOGIN_PATH);
    },
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
      <p className="public-links">
        <Link to={LOGIN_PATH}>{t('backToSignIn')}</Link>
      </p>
    </PublicCard>
  );
}
