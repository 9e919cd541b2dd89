import { Schema, type Static } from '@vigil/core';

/** Spec part 2 §4, employee-risk categories; the list's status order puts SOS first, then Geofences, Unreachable, Secure. */
export const PERSON_STATUSES = ['sos', 'geofences', 'unreachable', 'secure'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

/** Where a tracked person is and how they are, as the GPS screens and the live topic show it. */
export const TrackedPerson = Schema.Object({
  /** The customer's id. */
  id: Schema.Integer(),
  /** The admin has enabled tracking for the person (customers.is_tracking: spec isTrackingEnable). */
  tracking: Schema.Boolean(),
  /** The person has paused their tracking (an SOS still goes through). */
  paused: Schema.Boolean(),
  /** The latest fix: null before the first one, or once it is older than the company's retention. */
  lat: Schema.Nullable(Schema.Number()),
  lng: Schema.Nullable(Schema.Number()),
  /** When the latest fix was taken (ISO), and its accuracy in metres. */
  fix_time: Schema.Nullable(Schema.String()),
  accuracy: Schema.Nullable(Schema.Number()),
  battery: Schema.Nullable(Schema.Number()),
  status: Schema.Union(PERSON_STATUSES.map((status) => Schema.Literal(status))),
  /** The open SOS, until an operator closes it with a note. */
  sos: Schema.Nullable(Schema.Object({ id: Schema.Integer(), raised_at: Schema.String() })),
  /** A change counter for live updates: the newest change the item reflects. */
  version: Schema.Integer(),
});
export type TrackedPerson = Static<typeof TrackedPerson>;

/** One stored fix, for the detail's logs and map. */
export const TrackPoint = Schema.Object({
  id: Schema.Integer(),
  lat: Schema.Number(),
  lng: Schema.Number(),
  fix_time: Schema.String(),
  received_at: Schema.String(),
  source: Schema.String(),
  /** m/s */
  speed: Schema.Nullable(Schema.Number()),
  course: Schema.Nullable(Schema.Number()),
  accuracy: Schema.Nullable(Schema.Number()),
  battery: Schema.Nullable(Schema.Number()),
  alarm: Schema.Nullable(Schema.String()),
});
export type TrackPoint = Static<typeof TrackPoint>;

/** An entry into or exit from a geofence (a drawn one, or a country at risk), stored with the fix that proved it. */
export const FenceEvent = Schema.Object({
  id: Schema.Integer(),
  kind: Schema.Union([Schema.Literal('entry'), Schema.Literal('exit')]),
  /** The fence's name: what the admin called it, or the country's. */
  fence: Schema.String(),
  fix_time: Schema.String(),
  position_id: Schema.Nullable(Schema.Integer()),
});
export type FenceEvent = Static<typeof FenceEvent>;

/** The live topic the GPS screens follow: TrackedPerson items, by customer id. */
export const PEOPLE_TOPIC = 'tracking.people';
