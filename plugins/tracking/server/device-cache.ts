import { TtlCache } from '@vigil/server-sdk';
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

/**
 * Devices by the SHA-256 of their secret, for a few seconds: a phone sends every few seconds, and each request
 * otherwise reads its device before its fix is queued. Bounded (the platform's TtlCache drops the oldest first).
 * Only devices found are kept: an unknown secret is read each time, so a device paired a moment ago in another
 * process is never refused from a stale answer.
 */
export class DeviceCache extends TtlCache<string, CachedDevice> {
  constructor(ttlMs = DEVICE_CACHE_TTL_MS, maxEntries = DEVICE_CACHE_MAX_ENTRIES, now: () => number = Date.now) {
    super(ttlMs, maxEntries, now);
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
