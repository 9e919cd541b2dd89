import type { PlatformServices } from '@vigil/server-sdk';
import { PEOPLE_TOPIC, SOS_TOPIC } from '../contract';
import type { TrackingTables } from './tables';

/**
 * Tells the viewers following the people topic that these people changed, and those following the SOS topic when
 * their SOS opened or closed; called after the change committed.
 */
export type Announce = (customerIds: readonly number[], change?: { sos: boolean }) => void;

/**
 * The announcer the handlers share. A failed announcement is logged and never fails the call: the change is
 * committed, and a viewer catches up from the database when it reconnects.
 */
export function peopleAnnouncer(platform: Pick<PlatformServices<TrackingTables>, 'live' | 'log'>): Announce {
  const publish = (topic: string, customerIds: readonly number[]): void => {
    platform.live.publish(topic, customerIds).catch((error: unknown) => {
      platform.log.error(`Announcing ${topic} failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  };
  return (customerIds, change) => {
    if (customerIds.length === 0) return;
    publish(PEOPLE_TOPIC, customerIds);
    if (change?.sos) publish(SOS_TOPIC, customerIds);
  };
}
