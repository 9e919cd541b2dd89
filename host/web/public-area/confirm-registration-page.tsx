import { useEffect, type ReactElement } from 'react';
import { useParams } from 'wouter';
import { useSearchParams } from '../routing/search-params';
import { confirmRegistration } from '../../core/contract/public-area';
import { STORAGE_KEYS } from '../../core/storage-keys';
import { FormView, SubmitButton, TextField } from '../forms';
import { useLazyTranslation } from '../i18n/lazy-translation';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { BackToSignIn } from './back-to-sign-in';
import { PUBLIC_NAMESPACE } from './i18n/register';
import { PasswordHint } from './password-hint';
import { PublicCard } from './public-card';
import { NEXT_URL_PARAM, safeNextUrl } from './public-area-paths';
import { usePublicForm } from './use-public-form';

/**
 * /Login/confirm_registration/{token}?next_url=…: the token travels hidden as `registration_token`; next_url is
 * kept in session storage and Auth follows it once the session is authorised. Success toasts 'Your account has
 * been confirmed successfully' and goes to /Login (spec part 1 §2, §4).
 */
export default function ConfirmRegistrationPage(): ReactElement {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const storage = useService(TOKENS.Storage);
  const t = useLazyTranslation(PUBLIC_NAMESPACE);
  const nextUrl = safeNextUrl(search.get(NEXT_URL_PARAM));

  useEffect(() => {
    if (nextUrl) storage.setSession(STORAGE_KEYS.nextUrl, nextUrl);
  }, [storage, nextUrl]);

  const form = usePublicForm({
    form: 'confirmRegistration',
    fields: {
      registration_token: { label: 'fields.token', type: 'hidden', value: token },
      username: { label: 'fields.username' },
      password: { label: 'fields.password', type: 'password' },
      password_confirm: { label: 'fields.passwordConfirm', type: 'password' },
    },
    send: (api, values) => api.call(confirmRegistration, values),
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
      <BackToSignIn />
    </PublicCard>
  );
}
