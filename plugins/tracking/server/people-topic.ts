import type { LiveTopic } from '@vigil/server-sdk';
import { PEOPLE_TOPIC, TRACKING_OPERATOR_PERMISSIONS, type TrackedPerson } from '../contract';
import type { TrackingDatabase } from './tables';
import { loadTrackedPeople } from './tracked-people';

/** At most this many ids are read per announcement batch and viewer; a larger burst is read in slices. */
const IDS_PER_READ = 500;

/**
 * The GPS screens' live topic: TrackedPerson items of the viewer's company only (the platform checks the viewer's
 * permissions and the company's module before subscribing). A change announces customer ids, never payloads;
 * each viewer reads them from the database. Catching up sends the company's whole current state: a few hundred
 * bytes a person, once per (re)connection, and nothing a missed announcement could leave stale.
 */
export function peopleTopic(db: TrackingDatabase): LiveTopic {
  return {
    name: PEOPLE_TOPIC,
    allowed: TRACKING_OPERATOR_PERMISSIONS,
    async load(viewer, ids) {
      const customerIds = ids.map(Number).filter((id) => Number.isInteger(id) && id > 0);
      const people: TrackedPerson[] = [];
      for (let start = 0; start < customerIds.length; start += IDS_PER_READ) {
        people.push(...(await loadTrackedPeople(db, viewer.companyId, { customerIds: customerIds.slice(start, start + IDS_PER_READ) })));
      }
      return people;
    },
    async catchUp(viewer) {
      const people = await loadTrackedPeople(db, viewer.companyId);
      return { items: people, cursor: String(Date.now()) };
    },
    cursorOf: () => String(Date.now()),
  };
}
