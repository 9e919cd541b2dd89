import type { ReactElement } from 'react';
import type { PluginModalProps, UiService } from '@vigil/web-sdk';
import type { RequestSource } from '../contract';
import CteRequestModal from './cte-request-modal';
import IeRequestModal from './ie-request-modal';
import SedRequestModal from './sed-request-modal';

const MODALS: Record<RequestSource, (props: PluginModalProps) => ReactElement> = {
  cte: CteRequestModal,
  ie: IeRequestModal,
  sed: SedRequestModal,
};

/** Opens a source's request modal in the host modal, titled `title`, from the /Srmt page. */
export function openRequestModal(ui: UiService, source: RequestSource, title: string, onClosed?: () => void): void {
  const Modal = MODALS[source];
  ui.openModal({ title, content: (close) => <Modal onClose={close} />, onClose: onClosed });
}
