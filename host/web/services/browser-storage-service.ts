import type { StorageKey } from '../../core/storage-keys';
import type { StorageService } from './storage-service';

interface CacheEntry<T> {
  value: T;
  expiresAt: number;
}

/**
 * Storage over the Web Storage API. Reads and writes never throw: a browser that refuses storage (private
 * modes, quota) leaves the app signed out rather than broken.
 */
export class BrowserStorageService implements StorageService {
  constructor(
    private readonly local: Storage,
    private readonly session: Storage,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: StorageKey): string | null {
    return read(this.local, key);
  }

  set(key: StorageKey, value: string): void {
    write(this.local, key, value);
  }

  remove(key: StorageKey): void {
    erase(this.local, key);
  }

  getSession(key: StorageKey): string | null {
    return read(this.session, key);
  }

  setSession(key: StorageKey, value: string): void {
    write(this.session, key, value);
  }

  removeSession(key: StorageKey): void {
    erase(this.session, key);
  }

  getCached<T>(key: StorageKey): T | null {
    const raw = read(this.session, key);
    if (!raw) return null;
    try {
      const entry = JSON.parse(raw) as CacheEntry<T>;
      if (typeof entry.expiresAt === 'number' && entry.expiresAt > this.now()) return entry.value;
    } catch {
      // A malformed entry is treated like an expired one.
    }
    erase(this.session, key);
    return null;
  }

  setCached<T>(key: StorageKey, value: T, ttlMs: number): void {
    const entry: CacheEntry<T> = { value, expiresAt: this.now() + ttlMs };
    write(this.session, key, JSON.stringify(entry));
  }
}

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch (error) {
    console.error(`Could not store ${key}`, error);
  }
}

function erase(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
