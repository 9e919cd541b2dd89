import { useEffect, type ReactElement } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { confirmRegistration } from '../../core/contract/public-area';
import { STORAGE_KEYS } from '../../core/storage-keys';
import { FormView, SubmitButton, TextField, useFormController, useToast } from '../forms';
import { useLazyTranslation } from '../i18n/lazy-translation';
import { LOGIN_PATH } from '../routing/public-paths';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { PUBLIC_NAMESPACE } from './i18n/register';
import { PasswordHint } from './password-hint';
import { PublicCard } from './public-card';
import { NEXT_URL_PARAM, safeNextUrl } from './public-area-paths';
import { usePreloadedUi } from './use-preloaded-ui';

/**
 * /Login/confirm_registration/{token}?next_url=…: the token travels hidden as `registration_token`; next_url is
 * kept in session storage and Auth follows it once the session is authorised. Success toasts 'Your account has
 * been confirmed successfully' and goes to /Login (spec part 1 §2, §4).
 */
export default function ConfirmRegistrationPage(): ReactElement {
  usePreloadedUi();
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const storage = useService(TOKENS.Storage);
  const api = useService(TOKENS.Api);
  const toast = useToast();
  const navigate = useNavigate();
  const t = useLazyTranslation(PUBLIC_NAMESPACE);
  const nextUrl = safeNextUrl(search.get(NEXT_URL_PARAM));

  useEffect(() => {
    if (nextUrl) storage.setSession(STORAGE_KEYS.nextUrl, nextUrl);
  }, [storage, nextUrl]);

  const form = useFormController({
    form: 'confirmRegistration',
    namespace: PUBLIC_NAMESPACE,
    fields: {
      registration_token: { label: 'fields.token', type: 'hidden', value: token },
      username: { label: 'fields.username' },
      password: { label: 'fields.password', type: 'password' },
      password_confirm: { label: 'fields.passwordConfirm', type: 'password' },
    },
    onSubmit: async (values) => {
      const answer = await api.call(confirmRegistration, values);
      toast('success', answer.message);
      void navigate(LOGIN_PATH);
    },
  });
  return (
    <PublicCard title="confirmRegistration.title" intro={t('confirmRegistration.intro')}>
      <FormView form={form}>
        <TextField field="registration_token" />
        <TextField field="username" />
        <TextField field="password" />
        <PasswordHint />
        <TextField field="password_confirm" />
        <SubmitButton>{t('confirmRegistration.submit')}</SubmitButton>
      </FormView>
      <p className="public-links">
        <Link to={LOGIN_PATH}>{t('backToSignIn')}</Link>
      </p>
    </PublicCard>
  );
}
