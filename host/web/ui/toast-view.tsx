import type { ReactElement } from 'react';
import type { Toast } from '../services/ui-store';

/** One toast; a click removes it. Errors are announced assertively, the rest politely. */
export function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }): ReactElement {
  return (
    <div className="toast-region" role={toast.kind === 'error' ? 'alert' : 'status'}>
      <button type="button" className={`toast toast-${toast.kind}`} onClick={onDismiss} title="Dismiss">
        {toast.message}
      </button>
    </div>
  );
}
