import type { ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

/** What a plugin's registered modal component (manifest `modals[key]`) receives from the host modal. */
export interface PluginModalProps {
  /** Closes the host modal (e.g. after a successful send). */
  onClose: () => void;
}

export interface ModalOptions {
  title: string;
  /** The text of a message modal (shown with an OK button when closable). */
  body?: string;
  /** Rich content instead of `body` (a form, a plugin's modal); `close` closes the modal. */
  content?: (close: () => void) => ReactNode;
  /** False: no close button, Escape and the backdrop do nothing; the modal stays until the code closes it. */
  closable?: boolean;
  onClose?: () => void;
}

/** UI feedback shared by every screen: one toast at a time (10 s), confirm dialog, modal, loading bar. */
export interface UiService {
  toast(kind: ToastKind, message: string): void;
  /** Resolves true on OK, false on Cancel (default title when none is given). */
  confirm(message: string, title?: string): Promise<boolean>;
  openModal(modal: ModalOptions): void;
  closeModal(): void;
  /** Shows the loading bar; calls nest, so the bar stays until every start has had its stop. */
  startLoading(): void;
  stopLoading(): void;
}
