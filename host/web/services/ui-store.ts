import { action, computed, makeObservable, observable } from 'mobx';
import type { ModalOptions, ToastKind, UiService } from './ui-service';

export const TOAST_LIFETIME_MS = 10_000;
export const DEFAULT_CONFIRM_TITLE = 'Are you sure?';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface ConfirmRequest {
  title: string;
  message: string;
  resolve: (ok: boolean) => void;
}

/** The UI service as observable state; the UiHost component renders it. */
export class UiStore implements UiService {
  currentToast: Toast | null = null;
  confirmRequest: ConfirmRequest | null = null;
  modal: ModalOptions | null = null;
  /** Changes with every openModal, so that a replaced modal mounts afresh (focus, form state). */
  modalKey = 0;
  private loadingCount = 0;
  private nextToastId = 1;
  private toastTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly toastLifetimeMs = TOAST_LIFETIME_MS) {
    makeObservable<UiStore, 'loadingCount'>(this, {
      currentToast: observable.ref,
      confirmRequest: observable.ref,
      modal: observable.ref,
      modalKey: observable,
      loadingCount: observable,
      loading: computed,
      toast: action,
      dismissToast: action,
      confirm: action,
      answerConfirm: action,
      openModal: action,
      closeModal: action,
      startLoading: action,
      stopLoading: action,
    });
  }

  get loading(): boolean {
    return this.loadingCount > 0;
  }

  /** Only the latest toast shows: a new one replaces the current one and restarts the 10 s clock. */
  toast(kind: ToastKind, message: string): void {
    clearTimeout(this.toastTimer);
    const toast = { id: this.nextToastId++, kind, message };
    this.currentToast = toast;
    this.toastTimer = setTimeout(() => this.dismissToast(toast.id), this.toastLifetimeMs);
  }

  dismissToast(id?: number): void {
    if (!this.currentToast || (id !== undefined && this.currentToast.id !== id)) return;
    clearTimeout(this.toastTimer);
    this.currentToast = null;
  }

  confirm(message: string, title = DEFAULT_CONFIRM_TITLE): Promise<boolean> {
    // A second confirm while one is open answers the first with Cancel rather than leaving it hanging.
    this.confirmRequest?.resolve(false);
    return new Promise<boolean>((resolve) => {
      this.confirmRequest = { title, message, resolve };
    });
  }

  answerConfirm(ok: boolean): void {
    const request = this.confirmRequest;
    this.confirmRequest = null;
    request?.resolve(ok);
  }

  openModal(modal: ModalOptions): void {
    this.modal = modal;
    this.modalKey += 1;
  }

  closeModal(): void {
    const modal = this.modal;
    this.modal = null;
    modal?.onClose?.();
  }

  startLoading(): void {
    this.loadingCount += 1;
  }

  stopLoading(): void {
    this.loadingCount = Math.max(0, this.loadingCount - 1);
  }
}
