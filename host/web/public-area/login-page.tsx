import { useState, type FormEvent, type ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { check, required } from '../../core/validation-rules';
import { loadSessionServices } from '../session/session-loader';
import { useContainer } from '../services-context';
import { ApiError } from '../services/api-client';
import { TOKENS } from '../services/tokens';

/**
 * The plain sign-in form of the foundation (the full public area comes later). It renders without the session
 * services and starts loading them when the user turns to the form, so the page's first load stays small.
 */
export function LoginPage(): ReactElement {
  const container = useContainer();
  const location = useLocation();
  const [error, setError] = useState('');
  const [invalidField, setInvalidField] = useState<'username' | 'password' | null>(null);
  const [busy, setBusy] = useState(false);

  const prepare = (): Promise<void> => loadSessionServices(container, location);

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = { username: String(form.get('username') ?? ''), password: String(form.get('password') ?? '') };
    for (const field of ['username', 'password'] as const) {
      const message = check(values[field], [required]);
      if (message) {
        setInvalidField(field);
        setError(message);
        return;
      }
    }
    setInvalidField(null);
    setError('');
    setBusy(true);
    try {
      await prepare();
      // On success Auth navigates to '/' and this page goes away.
      await container.get(TOKENS.Auth).login(values.username, values.password);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Sign-in is not available right now, try again.');
      setBusy(false);
    }
  }

  return (
    <main className="public-page">
      <section className="login-card" aria-labelledby="login-title">
        <p className="brand">Vigil</p>
        <h1 id="login-title">Sign in</h1>
        <p className="login-intro">Corporate security management platform</p>
        <form
          className="login-form"
          noValidate
          onFocus={() => void prepare().catch(() => undefined)}
          onSubmit={(event) => void onSubmit(event)}
        >
          <label htmlFor="login-username">Username</label>
          <input
            id="login-username"
            name="username"
            autoComplete="username"
            aria-invalid={invalidField === 'username'}
            required
          />
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={invalidField === 'password'}
            required
          />
          <p className="form-error" role="alert">
            {error}
          </p>
          <button type="submit" className="button" disabled={busy}>
            Sign in
          </button>
        </form>
      </section>
    </main>
  );
}
