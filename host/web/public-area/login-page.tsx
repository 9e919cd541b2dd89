import { useState, type ReactElement } from 'react';
import { Link } from 'wouter';
import type { Container } from 'inversify';
import { deferredForm, type FormFactory } from '../forms/deferred-form';
import type { FieldDefinition } from '../forms/form-definition';
import { FormView } from '../forms/form-view';
import { SubmitButton } from '../forms/submit-button';
import { TextField } from '../forms/text-field';
import { loadI18n, useLazyTranslation } from '../i18n/lazy-translation';
import type { UrlLocation } from '../services/auth-service';
import { useContainer } from '../services-context';
import { useUrlLocation } from '../routing/url-location';
import { TOKENS } from '../services/tokens';
import { loadSessionServices } from '../session/session-loader';
import { PUBLIC_NAMESPACE } from './i18n/register';
import { PublicCard } from './public-card';
import { FORGOT_PASSWORD_PATH } from './public-area-paths';

const LOGIN_FIELDS = {
  username: { label: 'fields.username', autoComplete: 'username' },
  password: { label: 'fields.password', type: 'password', autoComplete: 'current-password' },
} as const satisfies Record<string, FieldDefinition>;

/**
 * The form engine, the session services (Auth, toasts) and i18n, fetched together on the form's first interaction:
 * neither fits /Login's first-load budget, and a user who has started typing will need both.
 */
async function loadEngine(container: Container, location: UrlLocation): Promise<FormFactory> {
  const [engine] = await Promise.all([
    import('../forms/create-form'),
    loadSessionServices(container, location),
    loadI18n(),
  ]);
  return engine.createForm;
}

/** /Login: username and password (spec part 1 §2). On success Auth goes to / (or to the stored next_url). */
export function LoginPage(): ReactElement {
  const container = useContainer();
  const location = useUrlLocation();
  const t = useLazyTranslation(PUBLIC_NAMESPACE);
  const [form] = useState(() =>
    deferredForm(
      {
        form: 'login',
        namespace: PUBLIC_NAMESPACE,
        fields: LOGIN_FIELDS,
        onSubmit: ({ username, password }) => container.get(TOKENS.Auth).login(username, password),
      },
      () => loadEngine(container, location),
    ),
  );

  return (
    <PublicCard title="login.title" intro={t('tagline')}>
      <FormView
        form={form}
        onFirstInteraction={() => form.load().catch((error: unknown) => console.error('Could not load the sign-in form', error))}
      >
        <TextField field="username" />
        <TextField field="password" />
        <SubmitButton>{t('login.submit')}</SubmitButton>
      </FormView>
      <p className="public-links">
        <Link to={FORGOT_PASSWORD_PATH}>{t('login.forgotPassword')}</Link>
      </p>
    </PublicCard>
  );
}
