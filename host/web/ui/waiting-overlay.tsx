import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';

export const WAITING_TEXT = 'Wait a few more seconds. We are synchronizing your data';

/** Shown while the newer API's authorisation is pending (spec part 1 §2, Waiting overlay). */
export const WaitingOverlay = observer(function WaitingOverlay(): ReactElement | null {
  const auth = useService(TOKENS.Auth);
  if (auth.state !== 'authorising') return null;
  return (
    <div className="waiting-overlay" role="status" aria-live="polite">
      <p>{WAITING_TEXT}</p>
    </div>
  );
});
