import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { useFocusTrap } from './use-focus-trap';

interface DialogFrameProps {
  title: string;
  children: ReactNode;
  /** Buttons under the body; the first focusable element of the dialog receives the focus when it opens. */
  actions?: ReactNode;
  /** Called on Escape; leave undefined for a dialog that cannot be dismissed that way. */
  onDismiss?: () => void;
  /** With `onDismiss`: a click on the backdrop dismisses too. */
  dismissOnBackdrop?: boolean;
  /** With `onDismiss`: shows a close (×) button with this accessible name. */
  closeLabel?: string;
  /** False for a body that is a form: its fields describe themselves better than the whole form would. */
  describedByBody?: boolean;
}

/**
 * An accessible modal dialog: role="dialog", aria-modal, labelled by its title, the focus moved into it and kept
 * there (Tab wraps, focus that escapes is brought back), and handed back to where it was when the dialog closes.
 */
export function DialogFrame({
  title,
  children,
  actions,
  onDismiss,
  dismissOnBackdrop = false,
  closeLabel,
  describedByBody = true,
}: DialogFrameProps): ReactElement {
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const trapTab = useFocusTrap(dialog);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key === 'Escape' && onDismiss) {
      event.preventDefault();
      event.stopPropagation();
      onDismiss();
    } else {
      trapTab(event);
    }
  }

  function onBackdropClick(event: MouseEvent<HTMLDivElement>): void {
    // Only a click on the backdrop itself: clicks inside the dialog bubble here too.
    if (dismissOnBackdrop && onDismiss && event.target === event.currentTarget) onDismiss();
  }

  return (
    <div className="dialog-backdrop" onClick={onBackdropClick}>
      <div
        ref={dialog}
        className="surface-card dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedByBody ? bodyId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        <div id={bodyId} className="dialog-body">
          {children}
        </div>
        {actions ? <div className="dialog-actions">{actions}</div> : null}
        {/* Last in the DOM so that the dialog's content, not the ×, receives the focus first. */}
        {onDismiss && closeLabel ? (
          <button type="button" className="dialog-close" aria-label={closeLabel} onClick={onDismiss}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
