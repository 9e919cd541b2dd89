import { bind, HttpError, readId, type EndpointBinding } from '@vigil/server-sdk';
import { deleteFence, FENCE_POINTS_MAX, getFences, saveFence } from '../../contract';
import type { Announce } from '../announce';
import type { Fence, LonLat } from '../status/fence';
import { fenceProblem } from '../status/fence-problem';
import type { TrackingDatabase } from '../tables';
import { fenceAnswer, geometryOf } from './fence-geometry';

/** At most this many fences per company: each is judged against every fix of its people. */
const FENCES_PER_COMPANY = 100;

function numberField(value: string | undefined, field: string): number {
  const number = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(number)) throw new HttpError(400, `Missing input: ${field}`, field);
  return number;
}

function ringOf(text: string | undefined): LonLat[] {
  if (!text) throw new HttpError(400, 'Missing input: ring', 'ring');
  let ring: unknown;
  try {
    ring = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The ring must be JSON: [[longitude, latitude], ...]', 'ring');
  }
  if (!Array.isArray(ring) || ring.length > FENCE_POINTS_MAX + 1) throw new HttpError(400, `A polygon takes 3 to ${FENCE_POINTS_MAX} points`, 'ring');
  return ring as LonLat[];
}

/** The kinds an admin draws; 'country' fences come from gpa's risk levels (country-fences.ts) and are not the admin's to list or delete. */
const DRAWN_KINDS = ['circle', 'polygon'] as const;
type DrawnKind = (typeof DRAWN_KINDS)[number];

const drawnFences = (db: TrackingDatabase, companyId: number) =>
  db.selectFrom('tracking_fences').where('company_id', '=', companyId).where('kind', 'in', DRAWN_KINDS);

/** getFences, saveFence and deleteFence, each within the caller's company; a change re-judges nobody until their next fix. */
export function fenceBindings(db: TrackingDatabase, announce: Announce): EndpointBinding[] {
  return [
    bind(getFences, async ({ user }) => {
      const rows = await drawnFences(db, user.companyId).selectAll().orderBy('id').limit(FENCES_PER_COMPANY).$narrowType<{ kind: DrawnKind }>().execute();
      return { fences: rows.map(fenceAnswer) };
    }),
    bind(saveFence, async ({ input, user }) => {
      const fence: Fence = input.kind === 'circle'
        ? { kind: 'circle', lat: numberField(input.lat, 'lat'), lon: numberField(input.lon, 'lon'), radiusMeters: numberField(input.radius, 'radius') }
        : { kind: 'polygon', ring: ringOf(input.ring) };
      const problem = fenceProblem(fence);
      if (problem) throw new HttpError(400, problem, fence.kind === 'circle' ? 'radius' : 'ring');
      const count = await drawnFences(db, user.companyId).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      if (Number(count.count) >= FENCES_PER_COMPANY) throw new HttpError(409, `A company has at most ${FENCES_PER_COMPANY} geofences`);
      const row = await db
        .insertInto('tracking_fences')
        .values({ company_id: user.companyId, name: input.name.trim(), kind: fence.kind, geometry: geometryOf(fence), created_at: new Date().toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { fence: fenceAnswer({ ...row, kind: fence.kind }) };
    }),
    bind(deleteFence, async ({ input, user }) => {
      const id = readId(input, 'fence');
      const inside = await db.selectFrom('tracking_fence_states').select('customer_id').where('fence_id', '=', id).where('inside', '=', 1).execute();
      const deleted = await db.transaction().execute(async (trx) => {
        const result = await trx.deleteFrom('tracking_fences').where('id', '=', id).where('company_id', '=', user.companyId).where('kind', 'in', DRAWN_KINDS).executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return false;
        // Those who were inside only this fence are no longer in one.
        for (const { customer_id: customerId } of inside) {
          const still = await trx.selectFrom('tracking_fence_states').select('fence_id').where('customer_id', '=', customerId).where('inside', '=', 1).executeTakeFirst();
          await trx.updateTable('tracking_people').set((eb) => ({ in_fence: still ? 1 : 0, version: eb('version', '+', 1) })).where('customer_id', '=', customerId).execute();
        }
        return true;
      });
      if (!deleted) throw new HttpError(404, 'Unknown geofence', 'fence');
      announce(inside.map((row) => row.customer_id));
      return { message: 'Geofence deleted' };
    }),
  ];
}
