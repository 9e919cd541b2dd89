import type { TrackingServerFunctions } from '../contract';
import { recordViews } from './record-views';
import type { TrackingDatabase } from './tables';
import { loadTrackedPeople } from './tracked-people';

/** What the GPS screens (and later travel and the crisis room) read and record through: the tables stay this module's. */
export function trackingServerFunctions(db: TrackingDatabase): TrackingServerFunctions {
  return {
    peopleOnTracking: (companyId) => loadTrackedPeople(db, companyId),
    trackedPeople: (companyId, customerIds) => loadTrackedPeople(db, companyId, { customerIds }),
    async trackedPerson(companyId, customerId) {
      const [person] = await loadTrackedPeople(db, companyId, { customerId });
      return person ?? null;
    },
    recordViews: (companyId, viewerId, customerIds, place) => recordViews(db, companyId, viewerId, customerIds, place),
  };
}
