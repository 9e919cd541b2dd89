export type ToastKind = 'success' | 'error' | 'info';

export interface ModalOptions {
  title: string;
  body: string;
  /** False hides the OK button and ignores Escape: the modal stays until the code closes it. */
  closable?: boolean;
  onClose?: () => void;
}

/** UI feedback shared by every screen: one toast at a time (10 s), confirm dialog, modal, loading bar. */
export interface UiService {
  toast(kind: ToastKind, message: string): void;
  /** Resolves true on OK, false on Cancel. */
  confirm(message: string, title?: string): Promise<boolean>;
  openModal(modal: ModalOptions): void;
  closeModal(): void;
  startLoading(): void;
  stopLoading(): void;
}
