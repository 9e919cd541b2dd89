import { lazy, type ReactElement } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { LOGIN_PATH } from '../routing/public-paths';
import { LoginPage } from './login-page';
import { PUBLIC_PAGES } from './public-area-paths';
import { PublicLayout } from './public-layout';

// Each its own chunk: /Login's first load carries only the sign-in page.
const ForgotPasswordPage = lazy(() => import('./forgot-password-page'));
const SignUpPage = lazy(() => import('./sign-up-page'));
const NewPasswordPage = lazy(() => import('./new-password-page'));
const ConfirmRegistrationPage = lazy(() => import('./confirm-registration-page'));

/**
 * The routes under /Login (spec part 1 §2), for AppRoutes' <Routes>. Any other path under /Login goes to /Login.
 * A plain function rather than a component: <Routes> accepts only <Route> elements (and fragments) as children.
 */
export function publicAreaRoutes(): ReactElement {
  return (
    <Route path={LOGIN_PATH} element={<PublicLayout />}>
      <Route index element={<LoginPage />} />
      <Route path={PUBLIC_PAGES.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={PUBLIC_PAGES.signUp} element={<SignUpPage />} />
      <Route path={PUBLIC_PAGES.newPassword} element={<NewPasswordPage />} />
      <Route path={PUBLIC_PAGES.confirmRegistration} element={<ConfirmRegistrationPage />} />
      <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
    </Route>
  );
}
