import type { ReactElement } from 'react';
import { translateMessage, useTranslation } from '../i18n';
import type { Toast } from '../services/ui-store';

/**
 * One toast; a click removes it. Errors are announced assertively, the rest politely. The spec's English
 * messages are shown in the user's language; anything else (a server's own text) as it came.
 */
export function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }): ReactElement {
  const { t } = useTranslation('common');
  return (
    <div className="toast-region" role={toast.kind === 'error' ? 'alert' : 'status'}>
      <button type="button" className={`toast toast-${toast.kind}`} onClick={onDismiss} title={t('action.close')}>
        {translateMessage(toast.message)}
      </button>
    </div>
  );
}
