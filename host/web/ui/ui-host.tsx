import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { UiStore } from '../services/ui-store';
import { DialogFrame } from './dialog-frame';
import { ToastView } from './toast-view';

/** Renders the UI store: the latest toast, the confirm dialog, the modal and the loading bar. */
export const UiHost = observer(function UiHost(): ReactElement | null {
  const ui = useService(TOKENS.Ui);
  // A fake Ui (a test's recorder) has no state to show.
  if (!(ui instanceof UiStore)) return null;
  const { confirmRequest, modal } = ui;
  return (
    <>
      {ui.loading ? <div className="loading-bar" role="progressbar" aria-label="Loading" /> : null}
      {ui.currentToast ? <ToastView toast={ui.currentToast} onDismiss={() => ui.dismissToast()} /> : null}
      {confirmRequest ? (
        <DialogFrame
          title={confirmRequest.title}
          onDismiss={() => ui.answerConfirm(false)}
          actions={
            <>
              <button type="button" className="button button-secondary" onClick={() => ui.answerConfirm(false)}>
                Cancel
              </button>
              <button type="button" className="button" onClick={() => ui.answerConfirm(true)}>
                OK
              </button>
            </>
          }
        >
          <p>{confirmRequest.message}</p>
        </DialogFrame>
      ) : null}
      {modal ? (
        <DialogFrame
          title={modal.title}
          onDismiss={modal.closable === false ? undefined : () => ui.closeModal()}
          actions={
            modal.closable === false ? null : (
              <button type="button" className="button" onClick={() => ui.closeModal()}>
                OK
              </button>
            )
          }
        >
          <p>{modal.body}</p>
        </DialogFrame>
      ) : null}
    </>
  );
});
