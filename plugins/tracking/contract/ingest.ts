import { defineEndpoint, Line, MessageAnswer, oneOfRequired, Schema } from '@vigil/core';
import { INGEST_PATHS } from './tracking-apps';

/**
 * What the phones send (issue 20: the exact payloads of OsmAnd, Traccar Client and OwnTracks). The door is the
 * device's own secret, not a person's session: the calls are public to the mount, and the handler refuses an
 * unknown or revoked device (404; OwnTracks' wrong Basic credentials 401) before anything is stored.
 */

/** A field as an app sends it: text from a query string or form, a number or text from a JSON body. */
const RequiredFixValue = () => Schema.Union([Line({ maxLength: 64 }), Schema.Number()]);
const FixValue = () => Schema.Optional(RequiredFixValue());

/** The OsmAnd protocol's fields, as query string or form body (traccar's OsmAndProtocolDecoder names). */
const OSMAND_FIELDS = {
  id: FixValue(),
  deviceid: FixValue(),
  lat: FixValue(),
  lon: FixValue(),
  location: FixValue(),
  timestamp: FixValue(),
  speed: FixValue(),
  bearing: FixValue(),
  heading: FixValue(),
  altitude: FixValue(),
  accuracy: FixValue(),
  hdop: FixValue(),
  batt: FixValue(),
  charge: FixValue(),
  alarm: FixValue(),
};

const INGEST_ERRORS = [404, 429] as const;

export const ingestOsmAnd = defineEndpoint({
  id: 'tracking.ingestOsmAnd',
  backend: 'legacy',
  method: ['POST', 'GET'],
  path: INGEST_PATHS.osmand,
  summary: "A position from OsmAnd's online tracking",
  description:
    "OsmAnd's URL template, as the pairing gives it: `id` is the device's secret; lat, lon, timestamp (ms), hdop, " +
    'altitude, speed (m/s), bearing, batt. A fix already stored is acknowledged again and stored once.',
  access: 'public',
  errors: [...INGEST_ERRORS],
  // OsmAnd's template always sends these three; `deviceid` and `location` are other clients' (the Traccar address).
  input: Schema.Object({ ...OSMAND_FIELDS, id: RequiredFixValue(), lat: RequiredFixValue(), lon: RequiredFixValue() }),
  answer: MessageAnswer,
});

export const ingestTraccar = defineEndpoint({
  id: 'tracking.ingestTraccar',
  backend: 'legacy',
  method: 'POST',
  path: INGEST_PATHS.traccar,
  summary: 'A position from Traccar Client (OsmAnd protocol or JSON)',
  description:
    "Traccar Client's two forms: the OsmAnd protocol as query string or form (speed in knots), or its JSON body " +
    '(`device_id`, `location.coords.*`, `location.timestamp`, `location.battery.*`, `location.extras`). The device ' +
    "identifier is the device's secret. An `alarm=sos` raises an SOS.",
  access: 'public',
  jsonBody: true,
  errors: [...INGEST_ERRORS],
  input: Schema.Object({
    ...OSMAND_FIELDS,
    device_id: FixValue(),
    location: Schema.Optional(Schema.Union([Line({ maxLength: 64 }), Schema.Record(Schema.String(), Schema.Unknown())])),
  }, oneOfRequired(['id', 'lat', 'lon'], ['deviceid', 'lat', 'lon'], ['id', 'location'], ['deviceid', 'location'], ['device_id', 'location'])),
  answer: MessageAnswer,
});

/** OwnTracks answers a JSON array (commands for the app); we send none. */
export const OwnTracksAnswer = Schema.Array(Schema.Unknown(), { maxItems: 0 });

export const ingestOwnTracks = defineEndpoint({
  id: 'tracking.ingestOwnTracks',
  backend: 'legacy',
  method: 'POST',
  path: INGEST_PATHS.owntracks,
  summary: 'A message from OwnTracks in HTTP mode',
  description:
    'HTTP Basic credentials: the user name and password the pairing gives. `_type: location` (lat, lon, tst, acc, ' +
    'alt, vel in km/h, cog, batt, tid, t) is stored; any other type, and an empty body, is answered `[]` and stored as nothing.',
  access: 'public',
  jsonBody: true,
  errors: [401, ...INGEST_ERRORS],
  input: Schema.Object({
    _type: Schema.Optional(Line({ maxLength: 32 })),
    lat: FixValue(),
    lon: FixValue(),
    tst: FixValue(),
    acc: FixValue(),
    alt: FixValue(),
    vel: FixValue(),
    cog: FixValue(),
    batt: FixValue(),
    bs: FixValue(),
    tid: FixValue(),
    t: FixValue(),
  }),
  answer: OwnTracksAnswer,
});
