import { useEffect, type ReactElement } from 'react';
import '../styles/session.css';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { useUrlLocation } from '../routing/url-location';
import { UiHost } from '../ui/ui-host';
import { WaitingOverlay } from '../ui/waiting-overlay';

/**
 * What the app shows on every page once the session services are loaded: toasts, dialogs, the waiting overlay;
 * and the watch for `?login_token=` on later navigations (the first one is handled at start).
 */
export default function SessionLayer(): ReactElement {
  const auth = useService(TOKENS.Auth);
  const location = useUrlLocation();
  useEffect(() => {
    auth.acceptUrlToken(location);
  }, [auth, location]);
  return (
    <>
      <UiHost />
      <WaitingOverlay />
    </>
  );
}
