import type { StorageKey } from '../../core/storage-keys';

/** The spec's storage keys over local storage, session storage for the per-tab values. */
export interface StorageService {
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
  getSession(key: StorageKey): string | null;
  setSession(key: StorageKey, value: string): void;
  removeSession(key: StorageKey): void;
  /** Session-storage cache with an expiry; null when missing or expired. */
  getCached<T>(key: StorageKey): T | null;
  setCached<T>(key: StorageKey, value: T, ttlMs: number): void;
}
