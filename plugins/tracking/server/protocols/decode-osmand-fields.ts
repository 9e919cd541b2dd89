import type { DecodedFix, DecodeResult } from './decoded-fix';
import {
  checkAltitude, checkDeviceKey, checkFixTime, checkLatitude, checkLongitude, checkPositiveMeasure, normaliseAlarm,
} from './fix-checks';
import { FixRefusal, refusalOrFix } from './fix-refusal';
import { parseOsmAndTimestamp } from './parse-fix-time';
import { readBooleanText, readNumberText } from './read-number-text';
import { knotsToMetresPerSecond } from './speed-units';

export type OsmAndFields = Readonly<Record<string, string | undefined>>;

export interface OsmAndOptions {
  /** 'osmand': the OsmAnd app's online tracking; 'traccar': Traccar Client's query-string protocol. */
  source: 'osmand' | 'traccar';
  /** The receive time, ms: the fix time when no `timestamp` comes, and the limit for one in the future. */
  now: number;
}

/**
 * A satellite receiver's HDOP is a ratio, not metres: horizontal error ≈ HDOP × the receiver's range error, about
 * 5 m for consumer GPS. Only a device that really sends HDOP (traccar-protocol hardware) goes through this.
 */
const METRES_PER_HDOP = 5;

/**
 * The OsmAnd protocol, from a query string or a form body (both reach us as a flat record of strings). Fields and
 * forms follow traccar's OsmAndProtocolDecoder (src/main/java/org/traccar/protocol/OsmAndProtocolDecoder.java).
 */
export function decodeOsmAndFields(fields: OsmAndFields, options: OsmAndOptions): DecodeResult {
  return refusalOrFix(() => readOsmAndFix(fields, options));
}

function readOsmAndFix(fields: OsmAndFields, { source, now }: OsmAndOptions): DecodedFix {
  const idField = isBlank(fields.id) && !isBlank(fields.deviceid) ? 'deviceid' : 'id';
  const deviceKey = checkDeviceKey(fields[idField], idField);
  const { lat, lon } = readCoordinates(fields);
  const fixTime = isBlank(fields.timestamp)
    // Traccar stamps such a request with its arrival time; a device without a clock still reports where it is.
    ? now
    : checkFixTime(parseOsmAndTimestamp(fields.timestamp ?? '', 'timestamp'), 'timestamp', now);
  const courseField = isBlank(fields.bearing) && !isBlank(fields.heading) ? 'heading' : 'bearing';
  const charging = readBooleanText(fields.charge, 'charge');
  const battery = checkPositiveMeasure(readNumberText(fields.batt, 'batt'), 'batt', { label: 'Battery level', max: 100 });
  return {
    source,
    deviceKey,
    fixTime,
    lat,
    lon,
    speed: readSpeed(fields.speed, source),
    course: checkPositiveMeasure(readNumberText(fields[courseField], courseField), courseField, { label: 'Course', max: 360 }),
    altitude: checkAltitude(readNumberText(fields.altitude, 'altitude'), 'altitude'),
    accuracy: readAccuracy(fields, source),
    battery,
    // Traccar Client adds `charge=true` only while charging (ProtocolFormatter.kt in traccar-client-android), so
    // from it a battery level without `charge` means not charging; the OsmAnd app never says.
    charging: charging ?? (source === 'traccar' && battery !== null ? false : null),
    alarm: normaliseAlarm(fields.alarm),
  };
}

function readCoordinates(fields: OsmAndFields): { lat: number; lon: number } {
  const lat = readNumberText(fields.lat, 'lat');
  const lon = readNumberText(fields.lon, 'lon');
  if (lat !== null || lon !== null) {
    if (lat === null) throw new FixRefusal('Missing coordinates: lat', 'lat');
    if (lon === null) throw new FixRefusal('Missing coordinates: lon', 'lon');
    return { lat: checkLatitude(lat, 'lat'), lon: checkLongitude(lon, 'lon') };
  }
  if (fields.location === undefined || isBlank(fields.location)) {
    throw new FixRefusal('Missing coordinates: lat', 'lat');
  }
  const parts = fields.location.split(',');
  if (parts.length !== 2) throw new FixRefusal('Not a valid location: location', 'location');
  const [latText, lonText] = parts;
  const fromLocation = { lat: readNumberText(latText, 'location'), lon: readNumberText(lonText, 'location') };
  if (fromLocation.lat === null || fromLocation.lon === null) {
    throw new FixRefusal('Not a valid location: location', 'location');
  }
  return { lat: checkLatitude(fromLocation.lat, 'location'), lon: checkLongitude(fromLocation.lon, 'location') };
}

/**
 * The unit differs by app, and nothing in the request says which:
 * - OsmAnd: `{5}` is `location.getSpeed()` as is, m/s (OsmAnd/src/net/osmand/plus/plugins/monitoring/live/
 *   LiveMonitoringData.java, LiveSender.java `case 5: prm.add(data.speed + "")`).
 * - Traccar Client: knots (traccar-client-android app/src/main/java/org/traccar/client/Position.kt:
 *   `speed = location.speed * 1.943844, // speed in knots`), which is why traccar's decoder reads `speed` with
 *   `convertSpeed(..., "kn")`.
 */
function readSpeed(text: string | undefined, source: OsmAndOptions['source']): number | null {
  const speed = checkPositiveMeasure(readNumberText(text, 'speed'), 'speed', { label: 'Speed' });
  if (speed === null) return null;
  return source === 'traccar' ? knotsToMetresPerSecond(speed) : speed;
}

/**
 * `accuracy` is metres (Traccar Client: Android's Location.getAccuracy()). The OsmAnd app has no accuracy
 * placeholder: its `{3}`, documented as hdop, carries Location.getAccuracy() too (LiveMonitoringData's constructor
 * passes `location.getAccuracy()` as `hdop`), so from OsmAnd `hdop` is already metres. Only from other
 * OsmAnd-protocol senders is `hdop` a dilution of precision, turned into metres by METRES_PER_HDOP.
 */
function readAccuracy(fields: OsmAndFields, source: OsmAndOptions['source']): number | null {
  const accuracy = checkPositiveMeasure(readNumberText(fields.accuracy, 'accuracy'), 'accuracy', { label: 'Accuracy' });
  // No fix is exact to the millimetre: 0 is "not known" (Traccar Client sends accuracy=0.0 for every GPS fix,
  // Position.kt), so it falls through to hdop and then to null.
  if (accuracy !== null && accuracy > 0) return accuracy;
  const hdop = checkPositiveMeasure(readNumberText(fields.hdop, 'hdop'), 'hdop', { label: 'HDOP' });
  if (hdop === null || hdop === 0) return null;
  return source === 'osmand' ? hdop : hdop * METRES_PER_HDOP;
}

function isBlank(text: string | undefined): boolean {
  return text === undefined || text.trim() === '';
}
