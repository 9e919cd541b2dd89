import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ReactElement } from 'react';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { UiStore } from '../services/ui-store';
import { LoadingBar } from './loading-bar';
import { ToastView } from './toast-view';

// Loaded when first opened: the dashboard and most pages open no dialog, and the dialog frame (focus trap, Escape,
// backdrop) is a chunk of its own that then stays out of their first load (bench: the dashboard's JavaScript).
const HostModal = lazy(() => import('./host-modal').then((module) => ({ default: module.HostModal })));
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

/** Renders the UI store: the loading bar, the latest toast, the modal and, above it, the confirm dialog. */
export const UiHost = observer(function UiHost(): ReactElement | null {
  const ui = useService(TOKENS.Ui);
  // A fake Ui (a test's recorder) has no state to show.
  if (!(ui instanceof UiStore)) return null;
  const { confirmRequest, modal } = ui;
  return (
    <>
      {ui.loading ? <LoadingBar /> : null}
      {ui.currentToast ? <ToastView toast={ui.currentToast} onDismiss={() => ui.dismissToast()} /> : null}
      <Suspense fallback={null}>
        {modal ? <HostModal key={ui.modalKey} modal={modal} onClose={() => ui.closeModal()} /> : null}
        {confirmRequest ? (
          <ConfirmDialog key={confirmRequest.message} request={confirmRequest} onAnswer={(ok) => ui.answerConfirm(ok)} />
        ) : null}
      </Suspense>
    </>
  );
});
