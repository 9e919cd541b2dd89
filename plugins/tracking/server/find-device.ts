import { HttpError } from '@vigil/server-sdk';
import { isTrackingApp, type TrackingApp } from '../contract';
import type { BasicCredentials } from './basic-credentials';
import { deviceCacheOf, type CachedDevice } from './device-cache';
import { secretHash } from './device-secret';
import type { TrackingDatabase } from './tables';

/** The device a request comes from, and whose it is: every write of the request is scoped by these. */
export interface SendingDevice {
  id: number;
  companyId: number;
  customerId: number;
}

const UNKNOWN_DEVICE = 'Unknown device';

/** The realm OwnTracks is told to send its credentials for. */
const BASIC_CHALLENGE = { 'www-authenticate': 'Basic realm="vigil"' };

/**
 * The paired, not revoked device whose secret this is, paired for this app: an unknown or revoked secret, or one
 * paired for another app (whose speed unit would be misread), is 404 and nothing is stored. Read from the
 * database at most every few seconds per device (device-cache.ts).
 */
export async function findDevice(db: TrackingDatabase, app: TrackingApp, secret: string): Promise<SendingDevice> {
  const device = await activeDevice(db, secretHash(secret));
  if (!device || device.app !== app) throw new HttpError(404, UNKNOWN_DEVICE);
  return sendingDevice(device);
}

/**
 * OwnTracks names its device by HTTP Basic credentials: none, or a user name and password that are not a pairing's,
 * is 401 with the challenge; right credentials of a revoked device are 404, as for the other apps.
 */
export async function findOwnTracksDevice(db: TrackingDatabase, credentials: BasicCredentials | null): Promise<SendingDevice> {
  if (!credentials) throw new HttpError(401, 'HTTP Basic credentials are required', undefined, BASIC_CHALLENGE);
  const hash = secretHash(credentials.password);
  const cached = deviceCacheOf(db).get(hash);
  if (cached?.login === credentials.user && cached.app === 'owntracks') return sendingDevice(cached);
  const row = await db
    .selectFrom('tracking_devices')
    .select(['id', 'company_id', 'customer_id', 'app', 'login', 'revoked_at'])
    .where('secret_hash', '=', hash)
    .where('login', '=', credentials.user)
    .executeTakeFirst();
  if (!row) throw new HttpError(401, 'Wrong user name or password', undefined, BASIC_CHALLENGE);
  if (row.revoked_at !== null || row.app !== 'owntracks') throw new HttpError(404, UNKNOWN_DEVICE);
  return sendingDevice(remember(db, hash, { ...row, app: row.app }));
}

/** Forgets a device in this process's cache, at once: revocation calls it after its update committed. */
export function forgetDevice(db: TrackingDatabase, hash: string): void {
  deviceCacheOf(db).delete(hash);
}

async function activeDevice(db: TrackingDatabase, hash: string): Promise<CachedDevice | undefined> {
  const cached = deviceCacheOf(db).get(hash);
  if (cached) return cached;
  const row = await db
    .selectFrom('tracking_devices')
    .select(['id', 'company_id', 'customer_id', 'app', 'login'])
    .where('secret_hash', '=', hash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  // The browser's device (tables.ts WEB_DEVICE) is no app's: its secret is never told, and no ingest accepts it.
  return row && isTrackingApp(row.app) ? remember(db, hash, { ...row, app: row.app }) : undefined;
}

function remember(
  db: TrackingDatabase,
  hash: string,
  row: { id: number; company_id: number; customer_id: number; app: TrackingApp; login: string | null },
): CachedDevice {
  const device: CachedDevice = { id: row.id, companyId: row.company_id, customerId: row.customer_id, app: row.app, login: row.login };
  deviceCacheOf(db).set(hash, device);
  return device;
}

function sendingDevice(device: CachedDevice): SendingDevice {
  return { id: device.id, companyId: device.companyId, customerId: device.customerId };
}
