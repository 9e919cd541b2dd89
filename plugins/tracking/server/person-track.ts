import { HttpError, capList, readId, type EndpointHandler } from '@vigil/server-sdk';
import { SHORT_LIST_MAX } from '@vigil/core';
import type { FenceEvent, getPersonTrack, TrackPoint } from '../contract';
import { recordViews } from './record-views';
import type { TrackingDatabase } from './tables';
import { loadTrackedPeople } from './tracked-people';

/**
 * A person of the operator's company with their newest fixes and geofence entries and exits; the look is recorded
 * for the person to see.
 */
export function personTrack(db: TrackingDatabase): EndpointHandler<typeof getPersonTrack> {
  return async ({ input, user, reply }) => {
    const customerId = readId(input, 'employee');
    const [person] = await loadTrackedPeople(db, user.companyId, { customerId });
    if (!person) throw new HttpError(404, 'Employee not found', 'employee');
    const rows = await db
      .selectFrom('tracking_positions')
      .select(['id', 'lat', 'lon', 'fix_time', 'received_at', 'source', 'speed', 'course', 'accuracy', 'battery', 'alarm'])
      .where('customer_id', '=', customerId)
      .where('company_id', '=', user.companyId)
      .orderBy('fix_time', 'desc')
      .orderBy('id', 'desc')
      .limit(SHORT_LIST_MAX + 1)
      .execute();
    const events = await db
      .selectFrom('tracking_fence_events')
      .innerJoin('tracking_fences', 'tracking_fences.id', 'tracking_fence_events.fence_id')
      .select(['tracking_fence_events.id', 'tracking_fence_events.kind', 'tracking_fences.name as fence', 'tracking_fence_events.fix_time', 'tracking_fence_events.position_id'])
      .where('tracking_fence_events.customer_id', '=', customerId)
      .where('tracking_fence_events.company_id', '=', user.companyId)
      .orderBy('tracking_fence_events.fix_time', 'desc')
      .orderBy('tracking_fence_events.id', 'desc')
      .limit(SHORT_LIST_MAX)
      .execute();
    await recordViews(db, user.companyId, user.id, [customerId], 'detail');
    const positions: TrackPoint[] = capList(rows, SHORT_LIST_MAX, reply).map(({ lon, ...row }) => ({ ...row, lng: lon }));
    const fenceEvents: FenceEvent[] = events;
    return { person, positions, fenceEvents };
  };
}
