import type { ReactElement } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { signUp } from '../../core/contract/public-area';
import { FormView, SubmitButton, TextField, useFormController, useToast } from '../forms';
import { currentLanguage, useLazyTranslation } from '../i18n/lazy-translation';
import { LOGIN_PATH } from '../routing/public-paths';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { PUBLIC_NAMESPACE } from './i18n/register';
import { PasswordHint } from './password-hint';
import { PublicCard } from './public-card';
import { usePreloadedUi } from './use-preloaded-ui';

/**
 * /Login/signup/{email}/{company}: the invitation link's email is shown read-only, the company code travels as
 * `company`. Success toasts 'Sign up successfully' and goes to /Login (spec part 1 §4).
 */
export default function SignUpPage(): ReactElement {
  usePreloadedUi();
  const { email = '', company = '' } = useParams();
  const api = useService(TOKENS.Api);
  const toast = useToast();
  const navigate = useNavigate();
  const t = useLazyTranslation(PUBLIC_NAMESPACE);
  const form = useFormController({
    form: 'signUp',
    namespace: PUBLIC_NAMESPACE,
    fields: {
      name: { label: 'fields.name' },
      surname: { label: 'fields.surname' },
      email: { label: 'fields.email', type: 'email', value: email, readOnly: true },
      username: { label: 'fields.username' },
      password: { label: 'fields.password', type: 'password' },
      password_confirm: { label: 'fields.passwordConfirm', type: 'password' },
      company: { label: 'fields.company', type: 'hidden', value: company },
    },
    onSubmit: async (values) => {
      // The page's language becomes the account's and the confirmation mail's (an optional field, docs/decisions.md).
      const answer = await api.call(signUp, { ...values, language: currentLanguage() === 'it' ? 'it' : 'en' });
      toast('success', answer.message);
      void navigate(LOGIN_PATH);
    },
  });
  return (
    <PublicCard title="signUp.title" intro={t('signUp.intro', { company })}>
      <FormView form={form}>
        <TextField field="name" />
        <TextField field="surname" />
        <TextField field="email" />
        <TextField field="username" />
        <TextField field="password" />
        <PasswordHint />
        <TextField field="password_confirm" />
        <TextField field="company" />
        <SubmitButton>{t('signUp.submit')}</SubmitButton>
      </FormView>
      <p className="public-links">
        <Link to={LOGIN_PATH}>{t('backToSignIn')}</Link>
      </p>
    </PublicCard>
  );
}
