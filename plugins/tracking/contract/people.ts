import { defineEndpoint, IdText, Matching, MessageAnswer, Paragraph, Schema, SHORT_LIST_MAX } from '@vigil/core';
import { TRACKING_OPERATOR_PERMISSIONS, TRACKING_OWN_PERMISSIONS } from './permissions';
import { FenceEvent, TrackedPerson, TrackPoint } from './tracked-person';

const OPERATOR_ACCESS = { allowed: TRACKING_OPERATOR_PERMISSIONS };
const OWN_ACCESS = { allowed: TRACKING_OWN_PERMISSIONS };

/** A coordinate as the web sends it (legacy fields are text). */
const Coordinate = () => Schema.Optional(Schema.String({ maxLength: 32, pattern: '^-?[0-9]{1,3}(\\.[0-9]{1,12})?$' }));

export const getPersonTrack = defineEndpoint({
  id: 'tracking.getPersonTrack',
  backend: 'legacy',
  method: 'GET',
  path: '/tracking/getPersonTrack',
  summary: "A person's latest position, status, newest fixes and geofence entries and exits (the GPS detail's logs and map)",
  description: 'Recorded as a look at the person\'s position, which the person sees on /Tracking.',
  access: OPERATOR_ACCESS,
  errors: [404],
  input: Schema.Object({ employee: IdText() }),
  answer: Schema.Object({
    person: TrackedPerson,
    positions: Schema.Array(TrackPoint, { maxItems: SHORT_LIST_MAX }),
    /** The newest geofence entries and exits, newest first. */
    fenceEvents: Schema.Array(FenceEvent, { maxItems: SHORT_LIST_MAX }),
  }),
});

export const MyTracking = Schema.Object({
  tracking: Schema.Boolean(),
  paused: Schema.Boolean(),
  interval_seconds: Schema.Integer(),
  retention_days: Schema.Integer(),
  last_fix: Schema.Nullable(Schema.Object({ lat: Schema.Number(), lng: Schema.Number(), fix_time: Schema.String() })),
  sos: Schema.Nullable(Schema.Object({ id: Schema.Integer(), raised_at: Schema.String() })),
  /** Who looked at the person's position, newest first. */
  views: Schema.Array(Schema.Object({ viewer: Schema.String(), viewed_at: Schema.String() }), { maxItems: SHORT_LIST_MAX }),
});

export const getMyTracking = defineEndpoint({
  id: 'tracking.getMyTracking',
  backend: 'legacy',
  method: 'GET',
  path: '/tracking/getMyTracking',
  summary: "The signed-in person's tracking: on, paused, the latest fix and who looked at it",
  access: OWN_ACCESS,
  input: Schema.Object({}),
  answer: MyTracking,
  smoke: {},
});

export const setPaused = defineEndpoint({
  id: 'tracking.setPaused',
  backend: 'legacy',
  method: 'POST',
  path: '/tracking/setPaused',
  summary: 'Pauses or resumes the signed-in person\'s tracking: while paused no position is kept (an SOS still is)',
  access: OWN_ACCESS,
  input: Schema.Object({ paused: Matching('^[01]$', 'Not a valid value', { maxLength: 1 }) }),
  answer: MessageAnswer,
});

export const raiseSos = defineEndpoint({
  id: 'tracking.raiseSos',
  backend: 'legacy',
  method: 'POST',
  path: '/tracking/raiseSos',
  summary: "Raises an SOS for the signed-in person from the web host's button, with the browser's position if given",
  access: OWN_ACCESS,
  input: Schema.Object({ lat: Coordinate(), lng: Coordinate(), accuracy: Coordinate() }),
  answer: MessageAnswer,
});

/** A coordinate the call cannot do without; its range is checked by the handler. */
const RequiredCoordinate = (example: string) => Matching('^-?[0-9]{1,3}(\\.[0-9]{1,12})?$', 'Not a valid coordinate', { maxLength: 32, examples: [example] });

export const sharePosition = defineEndpoint({
  id: 'tracking.sharePosition',
  backend: 'legacy',
  method: 'POST',
  path: '/tracking/sharePosition',
  summary: "Stores the browser's position as the signed-in person's newest, when they share it (the answer to a contact asking for it)",
  description:
    'lat and lng in degrees (-90..90, -180..180), accuracy in metres. Kept as a fix of source `web`, even while the person ' +
    'has paused tracking or is not tracked: they chose to share it. It shows on the GPS screens and on the travel map.',
  access: OWN_ACCESS,
  input: Schema.Object({ lat: RequiredCoordinate('45.4642'), lng: RequiredCoordinate('9.19'), accuracy: Coordinate() }),
  answer: MessageAnswer,
});

export const closeSos = defineEndpoint({
  id: 'tracking.closeSos',
  backend: 'legacy',
  method: 'POST',
  path: '/tracking/closeSos',
  summary: 'Closes an open SOS with a note',
  access: OPERATOR_ACCESS,
  errors: [404, 409],
  input: Schema.Object({ sos: IdText(), note: Paragraph({ maxLength: 1000, examples: ['Called the traveller: safe, the alarm was pressed by mistake.'] }) }),
  answer: MessageAnswer,
});
