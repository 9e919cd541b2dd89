import { sql } from 'kysely';
import { HttpError } from '@vigil/server-sdk';
import type { SendingDevice } from './find-device';
import { openSosUnlessOpen } from './open-sos';
import type { DecodedFix } from './protocols';
import type { StoredFix } from './store-fix';
import type { TrackingDatabase } from './tables';
import { bumpVersion, type TrackingTransaction } from './tracked-person-row';
import type { CountryFences } from './fences/country-fences';
import { judgeNewFixes, type NewFix } from './fences/judge-new-fixes';

export interface PendingFix {
  device: SendingDevice;
  fix: DecodedFix;
  receivedAt: string;
}

const NOTHING_STORED: StoredFix = { changed: false, newSos: null };

/**
 * Fixes in one transaction, each by the ingest's rules: the device was heard from; a position is kept only while
 * the admin has tracking on for the person and they have not paused it, except an SOS, which a pause or tracking
 * switched off never blocks (issue 20, privacy by design), and a position the person shares themselves (source
 * 'web', their own choice); the same fix resent is stored once (unique device and
 * fix time); a fix older than the person's latest enters the history without moving them back. A few statements a
 * batch and one or two a person (docs/decisions.md, "Ingest in batches"). The answer is each fix's result in
 * order, or the refusal of a fix whose person is gone.
 */
export async function storeFixBatch(
  db: TrackingDatabase,
  batch: readonly PendingFix[],
  countries?: CountryFences,
): Promise<Array<StoredFix | HttpError>> {
  return db.transaction().execute(async (trx) => {
    const latestReceived = batch.reduce((latest, pending) => (pending.receivedAt > latest ? pending.receivedAt : latest), '');
    const deviceIds = [...new Set(batch.map((pending) => pending.device.id))];
    const customerIds = [...new Set(batch.map((pending) => pending.device.customerId))];
    // Only devices still paired are heard from: the lookup may be a few seconds old (device-cache.ts), this is not.
    const active = await trx
      .updateTable('tracking_devices')
      .set({ last_seen_at: latestReceived })
      .where('id', 'in', deviceIds)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    const heard = new Set(active.map((row) => row.id));
    const people = await peopleOf(trx, customerIds, latestReceived);

    const results: Array<StoredFix | HttpError> = batch.map(() => NOTHING_STORED);
    const kept: Array<{ index: number; pending: PendingFix; fixTime: string }> = [];
    const seen = new Map<string, (typeof kept)[number]>();
    batch.forEach((pending, index) => {
      const person = people.get(pending.device.customerId);
      if (!heard.has(pending.device.id) || !person || person.companyId !== pending.device.companyId) {
        results[index] = new HttpError(404, 'Unknown device');
        return;
      }
      // A pause or tracking switched off never blocks an SOS, nor a position the person chose to share from the web;
      // other fixes are acknowledged and not kept.
      if (pending.fix.alarm !== 'sos' && pending.fix.source !== 'web' && (!person.trackingOn || person.paused)) return;
      const fixTime = new Date(pending.fix.fixTime).toISOString();
      const key = `${pending.device.id}|${fixTime}`;
      const twin = seen.get(key);
      // The same time twice in a batch is stored once; should one of the two carry the SOS, that one is stored.
      if (twin) {
        if (pending.fix.alarm === 'sos' && twin.pending.fix.alarm !== 'sos') twin.pending = pending;
        return;
      }
      const entry = { index, pending, fixTime };
      seen.set(key, entry);
      kept.push(entry);
    });
    if (kept.length === 0) return results;

    const inserted = await trx
      .insertInto('tracking_positions')
      .values(kept.map(({ pending, fixTime }) => positionRow(pending, fixTime)))
      .onConflict((conflict) => conflict.columns(['device_id', 'fix_time']).doNothing())
      .returning(['id', 'device_id', 'fix_time'])
      .execute();
    const positionIds = new Map(inserted.map((row) => [`${row.device_id}|${row.fix_time}`, row.id]));

    const newestByPerson = new Map<number, { positionId: number; fix: DecodedFix; fixTime: string }>();
    const newByPerson = new Map<number, { companyId: number; fixes: NewFix[] }>();
    for (const { index, pending, fixTime } of kept) {
      const positionId = positionIds.get(`${pending.device.id}|${fixTime}`);
      if (positionId === undefined) {
        if (pending.fix.alarm === 'sos') results[index] = await sosOnStoredFix(trx, pending, fixTime);
        continue;
      }
      const customerId = pending.device.customerId;
      const newest = newestByPerson.get(customerId);
      if (!newest || newest.fixTime < fixTime) newestByPerson.set(customerId, { positionId, fix: pending.fix, fixTime });
      const fresh = newByPerson.get(customerId) ?? { companyId: pending.device.companyId, fixes: [] };
      fresh.fixes.push({ positionId, fix: pending.fix, fixTime });
      newByPerson.set(customerId, fresh);
      const newSos = pending.fix.alarm === 'sos'
        ? await openSosUnlessOpen(trx, {
            companyId: pending.device.companyId,
            customerId,
            deviceId: pending.device.id,
            positionId,
            origin: 'app',
            raisedAt: fixTime,
            receivedAt: pending.receivedAt,
          })
        : null;
      results[index] = { changed: true, newSos };
    }
    await markHeardAndMoveIfNewer(trx, newestByPerson, latestReceived);
    await judgeNewFixes(trx, newByPerson, countries);
    return results;
  });
}

/**
 * An SOS whose device already sent a fix of that time (a periodic fix in the same second as the button, or the SOS
 * itself resent after a lost answer): the stored position takes the alarm, and the SOS opens unless that position
 * raised one already, so an acknowledged SOS is never lost and a resend never reopens one an operator closed.
 */
async function sosOnStoredFix(trx: TrackingTransaction, pending: PendingFix, fixTime: string): Promise<StoredFix> {
  const stored = await trx
    .selectFrom('tracking_positions')
    .select(['id', 'alarm'])
    .where('device_id', '=', pending.device.id)
    .where('fix_time', '=', fixTime)
    .executeTakeFirst();
  if (!stored) return NOTHING_STORED;
  if (stored.alarm !== 'sos') await trx.updateTable('tracking_positions').set({ alarm: 'sos' }).where('id', '=', stored.id).execute();
  const raised = await trx.selectFrom('tracking_sos').select('id').where('position_id', '=', stored.id).executeTakeFirst();
  const newSos = raised
    ? null
    : await openSosUnlessOpen(trx, {
        companyId: pending.device.companyId,
        customerId: pending.device.customerId,
        deviceId: pending.device.id,
        positionId: stored.id,
        origin: 'app',
        raisedAt: fixTime,
        receivedAt: pending.receivedAt,
      });
  if (newSos) await bumpVersion(trx, pending.device.customerId);
  return { changed: newSos !== null, newSos };
}

interface PersonState {
  companyId: number;
  trackingOn: boolean;
  paused: boolean;
}

/**
 * Each sender's person: their company, the admin's switch and their pause; their state row made on the first fix
 * (not paused; a row another process made meanwhile is kept, and it is new, so not paused either). One statement
 * once everyone has a row.
 */
async function peopleOf(trx: TrackingTransaction, customerIds: number[], now: string): Promise<Map<number, PersonState>> {
  const customers = await trx
    .selectFrom('customers')
    .leftJoin('tracking_people', 'tracking_people.customer_id', 'customers.id')
    .select(['customers.id', 'customers.company_id', 'customers.tracking_enabled', 'tracking_people.paused'])
    .where('customers.id', 'in', customerIds)
    .execute();
  const firstSeen = customers
    .filter((customer) => customer.paused === null)
    .map((customer) => ({ customer_id: customer.id, company_id: customer.company_id, paused: 0, tracking_since: now, in_fence: 0, version: 0 }));
  if (firstSeen.length > 0) {
    await trx.insertInto('tracking_people').values(firstSeen).onConflict((conflict) => conflict.column('customer_id').doNothing()).execute();
  }
  return new Map(
    customers.map((customer) => [
      customer.id,
      { companyId: customer.company_id, trackingOn: customer.tracking_enabled === 1, paused: customer.paused === 1 },
    ]),
  );
}

function positionRow({ device, fix, receivedAt }: PendingFix, fixTime: string) {
  return {
    company_id: device.companyId,
    customer_id: device.customerId,
    device_id: device.id,
    source: fix.source,
    fix_time: fixTime,
    received_at: receivedAt,
    lat: fix.lat,
    lon: fix.lon,
    speed: fix.speed,
    course: fix.course,
    altitude: fix.altitude,
    accuracy: fix.accuracy,
    battery: fix.battery,
    charging: fix.charging === null ? null : fix.charging ? 1 : 0,
    alarm: fix.alarm,
  };
}

/**
 * Marks each person with a new fix as heard from (`receivedAt`, and a new version for the viewers), and moves them
 * to their newest new fix only where it is newer than their latest (a late fix moves nobody back). One statement
 * for the batch, an UPDATE from a VALUES list, which SQLite and PostgreSQL both read (their VALUES columns are
 * column1, column2...; CAST gives PostgreSQL the types its untyped parameters lack); every SET reads the row as it
 * was. One statement, not a move and then a mark: on PostgreSQL each update writes the row again.
 */
async function markHeardAndMoveIfNewer(
  trx: TrackingTransaction,
  newest: ReadonlyMap<number, { positionId: number; fix: DecodedFix; fixTime: string }>,
  receivedAt: string,
): Promise<void> {
  if (newest.size === 0) return;
  const real = (value: number | null) => sql`CAST(${value} AS double precision)`;
  const rows = [...newest].map(
    ([customerId, { positionId, fix, fixTime }]) =>
      sql`(CAST(${customerId} AS integer), ${real(fix.lat)}, ${real(fix.lon)}, ${real(fix.accuracy)}, ${real(fix.battery)}, CAST(${fixTime} AS text), CAST(${positionId} AS integer))`,
  );
  const newer = sql`(p.last_fix_time IS NULL OR p.last_fix_time < v.column6)`;
  const moved = (column: string, value: string) => sql`CASE WHEN ${newer} THEN ${sql.ref(`v.${value}`)} ELSE ${sql.ref(`p.${column}`)} END`;
  await sql`UPDATE tracking_people AS p
    SET lat = ${moved('lat', 'column2')}, lon = ${moved('lon', 'column3')}, accuracy = ${moved('accuracy', 'column4')},
      battery = ${moved('battery', 'column5')}, last_fix_time = ${moved('last_fix_time', 'column6')},
      last_position_id = ${moved('last_position_id', 'column7')},
      last_received_at = CAST(${receivedAt} AS text), version = p.version + 1
    FROM (VALUES ${sql.join(rows)}) AS v
    WHERE p.customer_id = v.column1`.execute(trx);
}
