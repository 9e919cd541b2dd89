import { defineEndpoint, IdText, Line, Matching, MessageAnswer, Schema, SHORT_LIST_MAX, type Static } from '@vigil/core';
import { TRACKING_OPERATOR_PERMISSIONS } from './permissions';

/**
 * Areas an admin draws (issue 20, Geofences): a person inside one is shown as Geofences. A circle is a centre and a
 * radius in metres; a polygon a ring of [longitude, latitude] points, as GeoJSON writes them.
 */
/** A drawn polygon's points at most: enough for a district's outline, bounded for the judge's cost per fix. */
export const FENCE_POINTS_MAX = 200;

export const TrackingFence = Schema.Object({
  id: Schema.Integer(),
  name: Schema.String(),
  kind: Schema.Union([Schema.Literal('circle'), Schema.Literal('polygon')]),
  lat: Schema.Nullable(Schema.Number()),
  lon: Schema.Nullable(Schema.Number()),
  radius: Schema.Nullable(Schema.Number()),
  ring: Schema.Nullable(Schema.Array(Schema.Array(Schema.Number(), { minItems: 2, maxItems: 2 }), { maxItems: FENCE_POINTS_MAX })),
});
export type TrackingFence = Static<typeof TrackingFence>;


const Decimal = (examples: string[]) => Schema.Optional(Matching('^-?[0-9]{1,7}(\\.[0-9]{1,12})?$', 'Not a valid number', { maxLength: 24, examples }));

export const getFences = defineEndpoint({
  id: 'tracking.getFences',
  backend: 'legacy',
  method: 'GET',
  path: '/tracking/getFences',
  summary: "The company's geofences",
  access: { allowed: TRACKING_OPERATOR_PERMISSIONS },
  input: Schema.Object({}),
  answer: Schema.Object({ fences: Schema.Array(TrackingFence, { maxItems: SHORT_LIST_MAX }) }),
  smoke: {},
});

export const saveFence = defineEndpoint({
  id: 'tracking.saveFence',
  backend: 'legacy',
  method: 'POST',
  path: '/tracking/saveFence',
  summary: 'Adds a geofence: a circle (lat, lon, radius in metres) or a polygon (ring: JSON [[lon, lat], ...])',
  access: { allowed: ['admin'] },
  errors: [409],
  input: Schema.Object({
    name: Line({ maxLength: 80, examples: ['Lagos plant'] }),
    kind: Matching('^(circle|polygon)$', 'Not a valid value', { maxLength: 7, examples: ['circle'] }),
    lat: Decimal(['6.45']),
    lon: Decimal(['3.39']),
    radius: Decimal(['500']),
    ring: Schema.Optional(Line({ maxLength: 12_000 })),
  }),
  answer: Schema.Object({ fence: TrackingFence }),
});

export const deleteFence = defineEndpoint({
  id: 'tracking.deleteFence',
  backend: 'legacy',
  method: 'POST',
  path: '/tracking/deleteFence',
  summary: 'Deletes a geofence; who was inside it is no longer shown as Geofences for it',
  access: { allowed: ['admin'] },
  errors: [404],
  input: Schema.Object({ fence: IdText() }),
  answer: MessageAnswer,
});
