import type { ReactElement } from 'react';
import { translateMessage, useTranslation } from '../i18n';
import type { ConfirmRequest } from '../services/ui-store';
import { DialogFrame } from './dialog-frame';

/** The confirm dialog (spec part 1 §2, Global UI): Cancel and OK; Escape answers Cancel. */
export function ConfirmDialog({ request, onAnswer }: { request: ConfirmRequest; onAnswer: (ok: boolean) => void }): ReactElement {
  const { t } = useTranslation('common');
  return (
    <DialogFrame
      // The default title is the catalogue's English text: shown in the user's language like the message.
      title={translateMessage(request.title)}
      onDismiss={() => onAnswer(false)}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={() => onAnswer(false)}>
            {t('action.cancel')}
          </button>
          <button type="button" className="button" onClick={() => onAnswer(true)}>
            {t('action.ok')}
          </button>
        </>
      }
    >
      <p>{translateMessage(request.message)}</p>
    </DialogFrame>
  );
}
