import { HttpError } from '@vigil/server-sdk';
import type { TrackingApp } from '../contract';
import type { BasicCredentials } from './basic-credentials';
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
 * paired for another app (whose speed unit would be misread), is 404 and nothing is stored.
 */
export async function findDevice(db: TrackingDatabase, app: TrackingApp, secret: string): Promise<SendingDevice> {
  const row = await db
    .selectFrom('tracking_devices')
    .select(['id', 'company_id', 'customer_id', 'app'])
    .where('secret_hash', '=', secretHash(secret))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.app !== app) throw new HttpError(404, UNKNOWN_DEVICE);
  return { id: row.id, companyId: row.company_id, customerId: row.customer_id };
}

/**
 * OwnTracks names its device by HTTP Basic credentials: none, or a user name and password that are not a pairing's,
 * is 401 with the challenge; right credentials of a revoked device are 404, as for the other apps.
 */
export async function findOwnTracksDevice(db: TrackingDatabase, credentials: BasicCredentials | null): Promise<SendingDevice> {
  if (!credentials) throw new HttpError(401, 'HTTP Basic credentials are required', undefined, BASIC_CHALLENGE);
  const row = await db
    .selectFrom('tracking_devices')
    .select(['id', 'company_id', 'customer_id', 'app', 'revoked_at'])
    .where('secret_hash', '=', secretHash(credentials.password))
    .where('login', '=', credentials.user)
    .executeTakeFirst();
  if (!row) throw new HttpError(401, 'Wrong user name or password', undefined, BASIC_CHALLENGE);
  if (row.revoked_at !== null || row.app !== 'owntracks') throw new HttpError(404, UNKNOWN_DEVICE);
  return { id: row.id, companyId: row.company_id, customerId: row.customer_id };
}
