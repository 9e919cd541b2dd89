import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { resetPassword } from '../../core/contract/public-area';
import { FormView, SubmitButton, TextField, useFormController, useToast } from '../forms';
import { useLazyTranslation } from '../i18n/lazy-translation';
import { LOGIN_PATH } from '../routing/public-paths';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { PUBLIC_NAMESPACE } from './i18n/register';
import { PublicCard } from './public-card';
import { usePreloadedUi } from './use-preloaded-ui';

/** /Login/forgotpassword: asks for a reset link by email; the server's answer ('Your request has been sent') is toasted. */
export default function ForgotPasswordPage(): ReactElement {
  usePreloadedUi();
  const api = useService(TOKENS.Api);
  const toast = useToast();
  const t = useLazyTranslation(PUBLIC_NAMESPACE);
  const form = useFormController({
    form: 'forgotPassword',
    namespace: PUBLIC_NAMESPACE,
    fields: { email: { label: 'fields.email', type: 'email' } },
    onSubmit: async ({ email }) => {
      const answer = await api.call(resetPassword, { email });
      toast('success', answer.message);
    },
  });
  return (
    <PublicCard title="forgotPassword.title" intro={t('forgotPassword.intro')}>
      <FormView form={form}>
        <TextField field="email" />
        <SubmitButton>{t('forgotPassword.submit')}</SubmitButton>
      </FormView>
      <p className="public-links">
        <Link to={LOGIN_PATH}>{t('backToSignIn')}</Link>
      </p>
    </PublicCard>
  );
}
