import { lazy, Suspense, type ReactElement } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { LOGIN_PATH } from '../routing/public-paths';
import { PUBLIC_PAGES } from './public-area-paths';

// Chunks of their own: the sign-in page and its layout are fetched by /Login only, so signed-in pages (the
// dashboard above all) do not carry them; each other public page is fetched when it is opened.
const PublicLayout = lazy(() => import('./public-layout').then((module) => ({ default: module.PublicLayout })));
const LoginPage = lazy(() => import('./login-page').then((module) => ({ default: module.LoginPage })));
const ForgotPasswordPage = lazy(() => import('./forgot-password-page'));
const SignUpPage = lazy(() => import('./sign-up-page'));
const NewPasswordPage = lazy(() => import('./new-password-page'));
const ConfirmRegistrationPage = lazy(() => import('./confirm-registration-page'));
const ConfirmEmailPage = lazy(() => import('./confirm-email-page'));

/**
 * The routes under /Login (spec part 1 §2), for AppRoutes' <Switch>. Any other path under /Login goes to /Login.
 * A plain function rather than a component: <Switch> looks at its children's `path` props.
 */
export function publicAreaRoutes(): ReactElement {
  const page = (name: keyof typeof PUBLIC_PAGES): string => `${LOGIN_PATH}/${PUBLIC_PAGES[name]}`;
  return (
    <Route path={`${LOGIN_PATH}/*?`}>
      <Suspense fallback={null}>
        <PublicLayout>
          <Switch>
            <Route path={LOGIN_PATH}>
              <LoginPage />
            </Route>
            <Route path={page('forgotPassword')}>
              <ForgotPasswordPage />
            </Route>
            <Route path={page('signUp')}>
              <SignUpPage />
            </Route>
            <Route path={page('newPassword')}>
              <NewPasswordPage />
            </Route>
            <Route path={page('confirmRegistration')}>
              <ConfirmRegistrationPage />
            </Route>
            <Route path={page('confirmEmail')}>
              <ConfirmEmailPage />
            </Route>
            <Route>
              <Redirect to={LOGIN_PATH} replace />
            </Route>
          </Switch>
        </PublicLayout>
      </Suspense>
    </Route>
  );
}
