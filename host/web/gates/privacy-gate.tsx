import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useReducer, type ReactElement, type ReactNode } from 'react';
import { STORAGE_KEYS } from '../../core/storage-keys';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { PageLoader } from '../ui/page-loader';
import { isPrivacyAccepted } from './privacy-acceptance';

// Only users who have not accepted yet need the form: everyone else never downloads it.
const PrivacyForm = lazy(() => import('./privacy-form').then((module) => ({ default: module.PrivacyForm })));

/**
 * Spec part 1 §2, §4: a signed-in user who has not accepted the privacy policy sees the full-page privacy form
 * instead of the app; accepting shows the app. Storage (USER_PRIVACY) is the one source of truth.
 */
export const PrivacyGate = observer(function PrivacyGate({ children }: { children: ReactNode }): ReactElement {
  const auth = useService(TOKENS.Auth);
  const storage = useService(TOKENS.Storage);
  // Storage is not observable: the form asks for a fresh look once it has written the answer.
  const [, recheck] = useReducer((count: number) => count + 1, 0);
  // Read through `auth.user` so that a new sign-in (which rewrites the key) renders the gate again.
  const signedIn = auth.user !== null && auth.state !== 'unauthenticated';
  if (!signedIn || isPrivacyAccepted(storage.get(STORAGE_KEYS.privacy))) return <>{children}</>;
  return (
    <Suspense fallback={<PageLoader />}>
      <PrivacyForm onAnswered={recheck} />
    </Suspense>
  );
});
