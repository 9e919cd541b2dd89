export type ToastKind = 'success' | 'error' | 'info';

/** UI feedback shared by every screen: one toast at a time (10 s), confirm dialog, modal, loading bar. */
export interface UiService {
  toast(kind: ToastKind, message: string): void;
  /** Resolves true on OK, false on Cancel. */
  confirm(message: string, title?: string): Promise<boolean>;
  openModal(modal: { title: string; body: string; closable?: boolean; onClose?: () => void }): void;
  closeModal(): void;
  startLoading(): void;
  stopLoading(): void;
}
