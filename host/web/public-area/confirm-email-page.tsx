import type { ReactElement } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { confirmEmailChange } from '../../core/contract/public-area';
import { FormView, SubmitButton, TextField, useFormController, useToast } from '../forms';
import { useLazyTranslation } from '../i18n/lazy-translation';
import { LOGIN_PATH } from '../routing/public-paths';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { PUBLIC_NAMESPACE } from './i18n/register';
import { PublicCard } from './public-card';
import { usePreloadedUi } from './use-preloaded-ui';

/**
 * /Login/confirm_email/{token}: the link mailed to a new email address (issue 13). The change is made by the button,
 * not by opening the page, so a mail scanner fetching the link changes nothing. Success toasts 'Your email address
 * has been changed' and goes to /Login, as the other public pages do.
 */
export default function ConfirmEmailPage(): ReactElement {
  usePreloadedUi();
  const { token = '' } = useParams();
  const api = useService(TOKENS.Api);
  const toast = useToast();
  const navigate = useNavigate();
  const t = useLazyTranslation(PUBLIC_NAMESPACE);
  const form = useFormController({
    form: 'confirmEmailChange',
    namespace: PUBLIC_NAMESPACE,
    fields: { email_token: { label: 'fields.token', type: 'hidden', value: token } },
    onSubmit: async (values) => {
      const answer = await api.call(confirmEmailChange, values);
      toast('success', answer.message);
      void navigate(LOGIN_PATH);
    },
  });
  return (
    <PublicCard title="confirmEmail.title" intro={t('confirmEmail.intro')}>
      <FormView form={form}>
        <TextField field="email_token" />
        <SubmitButton>{t('confirmEmail.submit')}</SubmitButton>
      </FormView>
      <p className="public-links">
        <Link to={LOGIN_PATH}>{t('backToSignIn')}</Link>
      </p>
    </PublicCard>
  );
}
