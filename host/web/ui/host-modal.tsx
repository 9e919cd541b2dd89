import type { ReactElement } from 'react';
import { translateMessage, useTranslation } from '../i18n';
import type { ModalOptions } from '../services/ui-service';
import { DialogFrame } from './dialog-frame';

/**
 * The host modal (spec part 1 §2, Global UI). Closable: a close button, Escape and a backdrop click close it.
 * Not closable: none of these; the code that opened it closes it.
 */
export function HostModal({ modal, onClose }: { modal: ModalOptions; onClose: () => void }): ReactElement {
  const { t } = useTranslation('common');
  const closable = modal.closable !== false;
  const content = modal.content?.(onClose);
  return (
    <DialogFrame
      title={translateMessage(modal.title)}
      onDismiss={closable ? onClose : undefined}
      dismissOnBackdrop
      closeLabel={t('action.close')}
      describedByBody={!modal.content}
      actions={
        // A message modal is acknowledged with OK; rich content brings its own buttons.
        closable && !modal.content ? (
          <button type="button" className="button" onClick={onClose}>
            {t('action.ok')}
          </button>
        ) : null
      }
    >
      {modal.content ? content : <p>{translateMessage(modal.body ?? '')}</p>}
    </DialogFrame>
  );
}
