import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, Route } from 'react-router-dom';
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
 * The routes under /Login (spec part 1 §2), for AppRoutes' <Routes>. Any other path under /Login goes to /Login.
 * A plain function rather than a component: <Routes> accepts only <Route> elements (and fragments) as children.
 */
export function publicAreaRoutes(): ReactElement {
  return (
    <Route
      path={LOGIN_PATH}
      element={
        <Suspense fallback={null}>
          <PublicLayout />
        </Suspense>
      }
    >
      <Route index element={<LoginPage />} />
      <Route path={PUBLIC_PAGES.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={PUBLIC_PAGES.signUp} element={<SignUpPage />} />
      <Route path={PUBLIC_PAGES.newPassword} element={<NewPasswordPage />} />
      <Route path={PUBLIC_PAGES.confirmRegistration} element={<ConfirmRegistrationPage />} />
      <Route path={PUBLIC_PAGES.confirmEmail} element={<ConfirmEmailPage />} />
      <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
    </Route>
  );
}
