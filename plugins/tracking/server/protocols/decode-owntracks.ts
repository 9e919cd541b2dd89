import type { DecodedFix, DecodeResult } from './decoded-fix';
import {
  checkAltitude, checkDeviceKey, checkFixTime, checkLatitude, checkLongitude, checkPositiveMeasure,
} from './fix-checks';
import { FixRefusal, refusalOrFix } from './fix-refusal';
import { isJsonObject, readJsonNumber, type JsonObject } from './json-values';
import { kilometresPerHourToMetresPerSecond } from './speed-units';

export interface OwnTracksOptions {
  /** Who sent it: OwnTracks' HTTP mode names the user by HTTP Basic authentication, not in the payload. */
  deviceKey: string;
  /** The receive time, ms: the limit for a fix time in the future. */
  now: number;
}

/**
 * OwnTracks' HTTP mode: one JSON message per POST, described in the booklet (docs/tech/json.md). Only
 * `_type: 'location'` is a position; every other message (transition, waypoint, lwt, card, cmd, status,
 * encrypted...) gives `fix: null`, and the endpoint answers `[]` (docs/tech/http.md: an empty array is the usual
 * answer) so the app does not queue and resend it. OwnTracks has no SOS.
 */
export function decodeOwnTracks(body: unknown, options: OwnTracksOptions): DecodeResult | { ok: true; fix: null } {
  if (!isJsonObject(body)) return { ok: false, message: 'The body is not a JSON object' };
  const type = body._type;
  if (typeof type !== 'string' || type.trim() === '') return { ok: false, message: 'Missing message type: _type', field: '_type' };
  if (type !== 'location') return { ok: true, fix: null };
  return refusalOrFix(() => readOwnTracksFix(body, options));
}

function readOwnTracksFix(body: JsonObject, { deviceKey, now }: OwnTracksOptions): DecodedFix {
  const lat = readJsonNumber(body, 'lat', 'lat');
  if (lat === null) throw new FixRefusal('Missing coordinates: lat', 'lat');
  const lon = readJsonNumber(body, 'lon', 'lon');
  if (lon === null) throw new FixRefusal('Missing coordinates: lon', 'lon');
  const tst = readJsonNumber(body, 'tst', 'tst');
  if (tst === null) throw new FixRefusal('Missing timestamp: tst', 'tst');
  // `tid` (the initials the app shows on its map) and `t` (what triggered the report) say nothing the fix needs.
  const velocity = checkPositiveMeasure(readJsonNumber(body, 'vel', 'vel'), 'vel', { label: 'Speed' });
  return {
    source: 'owntracks',
    deviceKey: checkDeviceKey(deviceKey, 'HTTP Basic user name'),
    fixTime: checkFixTime(tst * 1000, 'tst', now),
    lat: checkLatitude(lat, 'lat'),
    lon: checkLongitude(lon, 'lon'),
    // The booklet: `vel` is km/h.
    speed: velocity === null ? null : kilometresPerHourToMetresPerSecond(velocity),
    course: checkPositiveMeasure(readJsonNumber(body, 'cog', 'cog'), 'cog', { label: 'Course', max: 360 }),
    altitude: checkAltitude(readJsonNumber(body, 'alt', 'alt'), 'alt'),
    accuracy: checkPositiveMeasure(readJsonNumber(body, 'acc', 'acc'), 'acc', { label: 'Accuracy' }),
    battery: checkPositiveMeasure(readJsonNumber(body, 'batt', 'batt'), 'batt', { label: 'Battery level', max: 100 }),
    charging: readCharging(body),
    alarm: null,
  };
}

/** `bs`, battery status: 0 unknown, 1 unplugged, 2 charging, 3 full (booklet, docs/tech/json.md); full is on the charger. */
function readCharging(body: JsonObject): boolean | null {
  switch (readJsonNumber(body, 'bs', 'bs')) {
    case 1:
      return false;
    case 2:
    case 3:
      return true;
    default:
      return null;
  }
}
