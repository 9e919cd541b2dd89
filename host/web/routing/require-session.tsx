import { observer } from 'mobx-react-lite';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { STORAGE_KEYS } from '../../core/storage-keys';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { PageLoader } from '../ui/page-loader';
import { LOGIN_PATH } from './public-paths';
import { useUrlLocation } from './url-location';

/** Renders its children for a signed-in user; waits while a token is checked; otherwise goes to /Login. */
export const RequireSession = observer(function RequireSession({ children }: { children: ReactNode }): ReactElement {
  const auth = useService(TOKENS.Auth);
  if (auth.checking) return <PageLoader label="Checking your session…" />;
  if (auth.state === 'unauthenticated') return <RedirectToLogin />;
  return <>{children}</>;
});

/** Remembers the wanted page as next_url (followed once the session is authorised), then goes to /Login. */
function RedirectToLogin(): ReactElement {
  const storage = useService(TOKENS.Storage);
  const [, navigate] = useLocation();
  const { pathname, search, hash } = useUrlLocation();
  useEffect(() => {
    if (pathname !== '/') storage.setSession(STORAGE_KEYS.nextUrl, `${pathname}${search}${hash}`);
    navigate(LOGIN_PATH, { replace: true });
  }, [storage, navigate, pathname, search, hash]);
  return <PageLoader />;
}
