import { capList, type EndpointHandler } from '@vigil/server-sdk';
import { SHORT_LIST_MAX } from '@vigil/core';
import type { getMyTracking } from '../contract';
import type { TrackingDatabase } from './tables';
import { trackingSettings } from './tracking-settings';

/** The signed-in person's own tracking: whether the admin tracks them, their pause, their latest fix, who looked. */
export function myTracking(db: TrackingDatabase): EndpointHandler<typeof getMyTracking> {
  return async ({ user, reply }) => {
    const [customer, person, sos, views, settings] = await Promise.all([
      db.selectFrom('customers').select('tracking_enabled').where('id', '=', user.id).executeTakeFirstOrThrow(),
      db.selectFrom('tracking_people').select(['paused', 'lat', 'lon', 'last_fix_time']).where('customer_id', '=', user.id).executeTakeFirst(),
      db
        .selectFrom('tracking_sos')
        .select(['id', 'raised_at'])
        .where('customer_id', '=', user.id)
        .where('closed_at', 'is', null)
        .orderBy('id')
        .executeTakeFirst(),
      db
        .selectFrom('tracking_views')
        .innerJoin('customers as viewer', 'viewer.id', 'tracking_views.viewer_id')
        .select(['viewer.name', 'viewer.surname', 'tracking_views.viewed_at'])
        .where('tracking_views.customer_id', '=', user.id)
        .orderBy('tracking_views.viewed_at', 'desc')
        .orderBy('tracking_views.id', 'desc')
        .limit(SHORT_LIST_MAX + 1)
        .execute(),
      trackingSettings(db, user.companyId),
    ]);
    const lastFix =
      person && person.lat !== null && person.lon !== null && person.last_fix_time !== null
        ? { lat: person.lat, lng: person.lon, fix_time: person.last_fix_time }
        : null;
    return {
      tracking: customer.tracking_enabled === 1,
      paused: person?.paused === 1,
      interval_seconds: settings.intervalSeconds,
      retention_days: settings.retentionDays,
      last_fix: lastFix,
      sos: sos ?? null,
      views: capList(views, SHORT_LIST_MAX, reply).map((view) => ({ viewer: `${view.name} ${view.surname}`.trim(), viewed_at: view.viewed_at })),
    };
  };
}
