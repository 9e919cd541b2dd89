import type { TrackedPerson } from '../contract';
import { personStatus } from './status/person-status';
import type { TrackingDatabase } from './tables';
import { trackingSettings } from './tracking-settings';

export interface PeopleFilter {
  /** One person; without it, everyone the GPS screens list. */
  customerId?: number;
  /** These people of the company, whatever their tracking (a live update tells a viewer who stopped being tracked). */
  customerIds?: readonly number[];
  now?: number;
}

/**
 * The company's people as the GPS screens show them, ordered by id: everyone the admin tracks, plus anyone with an
 * open SOS (an SOS goes through when tracking is off, and must reach the screens). With `customerId`, that one
 * person of the company whatever their tracking, or nobody when they are not of it.
 */
export async function loadTrackedPeople(db: TrackingDatabase, companyId: number, filter: PeopleFilter = {}): Promise<TrackedPerson[]> {
  const now = filter.now ?? Date.now();
  let query = db
    .selectFrom('customers')
    .leftJoin('tracking_people', 'tracking_people.customer_id', 'customers.id')
    .select([
      'customers.id',
      'customers.tracking_enabled',
      'tracking_people.paused',
      'tracking_people.lat',
      'tracking_people.lon',
      'tracking_people.last_fix_time',
      'tracking_people.last_received_at',
      'tracking_people.tracking_since',
      'tracking_people.accuracy',
      'tracking_people.battery',
      'tracking_people.in_fence',
      'tracking_people.version',
    ])
    .where('customers.company_id', '=', companyId);
  if (filter.customerId !== undefined) {
    query = query.where('customers.id', '=', filter.customerId);
  } else if (filter.customerIds !== undefined) {
    if (filter.customerIds.length === 0) return [];
    query = query.where('customers.id', 'in', [...filter.customerIds]);
  } else {
    query = query.where((eb) =>
      eb.or([
        eb('customers.tracking_enabled', '=', 1),
        eb.exists(
          eb.selectFrom('tracking_sos').select('tracking_sos.id').whereRef('tracking_sos.customer_id', '=', 'customers.id').where('tracking_sos.closed_at', 'is', null),
        ),
      ]),
    );
  }
  const [rows, openSos, settings] = await Promise.all([
    query.orderBy('customers.id').execute(),
    openSosOf(db, companyId, filter.customerId),
    trackingSettings(db, companyId),
  ]);
  const intervalMs = settings.intervalSeconds * 1000;
  return rows.map((row) => {
    const sos = openSos.get(row.id) ?? null;
    const tracking = row.tracking_enabled === 1;
    const paused = row.paused === 1;
    return {
      id: row.id,
      tracking,
      paused,
      lat: row.lat ?? null,
      lng: row.lon ?? null,
      fix_time: row.last_fix_time ?? null,
      accuracy: row.accuracy ?? null,
      battery: row.battery ?? null,
      status: personStatus({
        sosOpen: sos !== null,
        insideAlertingFence: row.in_fence === 1,
        trackingOn: tracking,
        paused,
        lastFixAt: timeOf(row.last_received_at),
        trackingSince: timeOf(row.tracking_since),
        intervalMs,
        now,
      }),
      sos,
      version: row.version ?? 0,
    };
  });
}

/** The open SOS of each person (the oldest, should two ever be open), by customer id. */
async function openSosOf(db: TrackingDatabase, companyId: number, customerId?: number): Promise<Map<number, { id: number; raised_at: string }>> {
  let query = db
    .selectFrom('tracking_sos')
    .select(['id', 'customer_id', 'raised_at'])
    .where('company_id', '=', companyId)
    .where('closed_at', 'is', null);
  if (customerId !== undefined) query = query.where('customer_id', '=', customerId);
  const rows = await query.orderBy('id', 'desc').execute();
  return new Map(rows.map((row) => [row.customer_id, { id: row.id, raised_at: row.raised_at }]));
}

function timeOf(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}
