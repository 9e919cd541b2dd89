import type { TrackedPerson } from './tracked-person';

/**
 * What the tracking plugin's server part offers to the plugins that use it (`provides`): devices, positions and
 * statuses are its tables, so the GPS screens (and later travel and the crisis room) read them through these only
 * (`platform.uses<TrackingServerFunctions>('tracking')`). Type-only.
 */
export interface TrackingServerFunctions {
  /** The company's people with tracking enabled, each with their latest position and status, by customer id. */
  peopleOnTracking(companyId: number): Promise<TrackedPerson[]>;
  /**
   * These people of the company as the list shows them, whatever their tracking (absent when not of it): a page of
   * travels reads its travellers' positions at once, where the whole list would cost every tracked person.
   */
  trackedPeople(companyId: number, customerIds: readonly number[]): Promise<TrackedPerson[]>;
  /** One person of the company as the list shows them; null when not of that company. */
  trackedPerson(companyId: number, customerId: number): Promise<TrackedPerson | null>;
  /** Records that `viewerId` looked at these people's positions (the person sees it on /Tracking). */
  recordViews(companyId: number, viewerId: number, customerIds: readonly number[], place: 'list' | 'detail'): Promise<void>;
}
