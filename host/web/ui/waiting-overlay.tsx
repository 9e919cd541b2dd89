import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import { GATE_TEXTS } from '../../core/messages';
import { useTranslation } from '../i18n';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';

export const WAITING_TEXT = GATE_TEXTS.waiting;

/**
 * Shown while the newer API's authorisation is pending (spec part 1 §2, Waiting overlay); the session service
 * polls every second until it has succeeded or failed, and the overlay goes with the 'authorising' state.
 */
export const WaitingOverlay = observer(function WaitingOverlay(): ReactElement | null {
  const auth = useService(TOKENS.Auth);
  // Subscribed to the language: the account's catalogue may arrive while the overlay is up.
  const { t } = useTranslation('common');
  if (auth.state !== 'authorising') return null;
  return (
    <div className="waiting-overlay" role="status" aria-live="polite">
      <p>{t('gate.waiting', { defaultValue: WAITING_TEXT })}</p>
    </div>
  );
});
