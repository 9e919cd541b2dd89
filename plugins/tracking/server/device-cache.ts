import type { TrackingApp } from '../contract';

/** A paired, not revoked device as the ingest looked it up: whose it is, its app and (OwnTracks) its login. */
export interface CachedDevice {
  id: number;
  companyId: number;
  customerId: number;
  app: TrackingApp;
  login: string | null;
}

/**
 * How long a looked-up device is trusted without reading it again. Revocation clears it at once in the process
 * that revoked; another process would keep sending a revoked device's fixes through the lookup for up to this
 * long, but the batch that stores them checks `revoked_at` in its own transaction (store-fix-batch.ts), so nothing
 * of a revoked device is stored anywhere: the TTL only bounds how long a deleted device's entry lingers.
 */
export const DEVICE_CACHE_TTL_MS = 5_000;

/** Enough for every phone of a large installation (10,000 tracked staff) sending at once; about 2 MB. */
export const DEVICE_CACHE_MAX_ENTRIES = 20_000;

interface Entry {
  device: CachedDevice;
  expiresAt: number;
}

/**
 * Devices by the SHA-256 of their secret, for a few seconds: a phone sends every few seconds, and each request
 * otherwise reads its device before its fix is queued. Bounded: past the maximum the oldest entry goes first (a
 * Map keeps insertion order). Only devices found are kept: an unknown secret is read each time, so a device paired
 * a moment ago in another process is never refused from a stale answer.
 */
export class DeviceCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = DEVICE_CACHE_TTL_MS,
    private readonly maxEntries = DEVICE_CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get(secretHash: string): CachedDevice | undefined {
    const entry = this.entries.get(secretHash);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.device;
    this.entries.delete(secretHash);
    return undefined;
  }

  set(secretHash: string, device: CachedDevice): void {
    this.entries.delete(secretHash);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(secretHash, { device, expiresAt: this.now() + this.ttlMs });
  }

  delete(secretHash: string): void {
    this.entries.delete(secretHash);
  }

  get size(): number {
    return this.entries.size;
  }
}

// One cache per database handle: each server (and each test server in one jest process) has its own devices.
const caches = new WeakMap<object, DeviceCache>();

/** The device cache of the server whose database handle this is. */
export function deviceCacheOf(db: object): DeviceCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new DeviceCache();
    caches.set(db, cache);
  }
  return cache;
}
