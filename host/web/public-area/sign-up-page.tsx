import type { ReactElement } from 'react';
import { useParams } from 'wouter';
import { signUp } from '../../core/contract/public-area';
import { FormView, SubmitButton, TextField } from '../forms';
import { currentLanguage, useLazyTranslation } from '../i18n/lazy-translation';
import { BackToSignIn } from './back-to-sign-in';
import { PUBLIC_NAMESPACE } from './i18n/register';
import { PasswordHint } from './password-hint';
import { PublicCard } from './public-card';
import { usePublicForm } from './use-public-form';

/**
 * /Login/signup/{email}/{company}: the invitation link's email is shown read-only, the company code travels as
 * `company`. Success toasts 'Sign up successfully' and goes to /Login (spec part 1 §4).
 */
export default function SignUpPage(): ReactElement {
  const params = useParams();
  // The router decodes the path as a whole (decodeURI), which leaves a segment's '@', '&' or '/' escaped.
  const email = decodeSegment(params.email ?? '');
  const company = decodeSegment(params.company ?? '');
  const t = useLazyTranslation(PUBLIC_NAMESPACE);
  const form = usePublicForm({
    form: 'signUp',
    fields: {
      name: { label: 'fields.name' },
      surname: { label: 'fields.surname' },
      email: { label: 'fields.email', type: 'email', value: email, readOnly: true },
      username: { label: 'fields.username' },
      password: { label: 'fields.password', type: 'password' },
      password_confirm: { label: 'fields.passwordConfirm', type: 'password' },
      company: { label: 'fields.company', type: 'hidden', value: company },
    },
    // The page's language becomes the account's and the confirmation mail's (an optional field, docs/decisions.md).
    send: (api, values) => api.call(signUp, { ...values, language: currentLanguage() === 'it' ? 'it' : 'en' }),
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
      <BackToSignIn />
    </PublicCard>
  );
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
