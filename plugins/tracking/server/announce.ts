import type { PlatformServices } from '@vigil/server-sdk';
import { PEOPLE_TOPIC } from '../contract';
import type { TrackingTables } from './tables';

/** Tells the viewers following the people topic that these people changed; called after the change committed. */
export type Announce = (customerIds: readonly number[]) => void;

/**
 * The announcer the handlers share. A failed announcement is logged and never fails the call: the change is
 * committed, and a viewer catches up from the database when it reconnects.
 */
export function peopleAnnouncer(platform: Pick<PlatformServices<TrackingTables>, 'live' | 'log'>): Announce {
  return (customerIds) => {
    if (customerIds.length === 0) return;
    platform.live.publish(PEOPLE_TOPIC, customerIds).catch((error: unknown) => {
      platform.log.error(`Announcing tracked people failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  };
}
