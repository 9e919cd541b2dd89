import type { DecodedFix, DecodeResult } from './decoded-fix';
import {
  checkAltitude, checkDeviceKey, checkFixTime, checkLatitude, checkLongitude, checkPositiveMeasure, normaliseAlarm,
} from './fix-checks';
import { FixRefusal, refusalOrFix } from './fix-refusal';
import {
  isJsonObject, readJsonBoolean, readJsonNumber, readJsonObject, readJsonString, type JsonObject,
} from './json-values';
import { parseDateTime } from './parse-fix-time';

export interface TraccarJsonOptions {
  /** The receive time, ms: the limit for a fix time in the future. */
  now: number;
}

/**
 * Traccar Client's JSON body (version 9 and later): the location object of the background-geolocation SDK it is
 * built on, plus `device_id`. Read as traccar's OsmAndProtocolDecoder.decodeJson reads it; units per
 * https://www.traccar.org/osmand/: speed m/s, heading degrees, accuracy and altitude metres, battery level 0..1.
 */
export function decodeTraccarJson(body: unknown, options: TraccarJsonOptions): DecodeResult {
  return refusalOrFix(() => readTraccarFix(body, options.now));
}

function readTraccarFix(body: unknown, now: number): DecodedFix {
  if (!isJsonObject(body)) throw new FixRefusal('The body is not a JSON object');
  const deviceId = body.device_id;
  const deviceKey = checkDeviceKey(
    typeof deviceId === 'number' && Number.isFinite(deviceId) ? String(deviceId) : readJsonString(body, 'device_id', 'device_id') ?? undefined,
    'device_id',
  );
  const location = readJsonObject(body, 'location', 'location');
  if (location === null) throw new FixRefusal('Missing location: location', 'location');
  const timestamp = readJsonString(location, 'timestamp', 'location.timestamp');
  if (timestamp === null) throw new FixRefusal('Missing timestamp: location.timestamp', 'location.timestamp');
  const coords = readJsonObject(location, 'coords', 'location.coords');
  if (coords === null) throw new FixRefusal('Missing coordinates: location.coords', 'location.coords');
  const lat = readJsonNumber(coords, 'latitude', 'location.coords.latitude');
  if (lat === null) throw new FixRefusal('Missing coordinates: location.coords.latitude', 'location.coords.latitude');
  const lon = readJsonNumber(coords, 'longitude', 'location.coords.longitude');
  if (lon === null) throw new FixRefusal('Missing coordinates: location.coords.longitude', 'location.coords.longitude');
  const battery = readBattery(location);
  return {
    source: 'traccar',
    deviceKey,
    fixTime: checkFixTime(parseDateTime(timestamp, 'location.timestamp'), 'location.timestamp', now),
    lat: checkLatitude(lat, 'location.coords.latitude'),
    lon: checkLongitude(lon, 'location.coords.longitude'),
    // The SDK sends -1 for an unknown speed, heading or accuracy: checkPositiveMeasure makes those null.
    speed: checkPositiveMeasure(readJsonNumber(coords, 'speed', 'location.coords.speed'), 'location.coords.speed', { label: 'Speed' }),
    course: checkPositiveMeasure(readJsonNumber(coords, 'heading', 'location.coords.heading'), 'location.coords.heading', { label: 'Course', max: 360 }),
    altitude: checkAltitude(readJsonNumber(coords, 'altitude', 'location.coords.altitude'), 'location.coords.altitude'),
    accuracy: checkPositiveMeasure(readJsonNumber(coords, 'accuracy', 'location.coords.accuracy'), 'location.coords.accuracy', { label: 'Accuracy' }),
    battery: battery.level,
    charging: battery.charging,
    alarm: readAlarm(location),
  };
}

function readBattery(location: JsonObject): { level: number | null; charging: boolean | null } {
  const battery = readJsonObject(location, 'battery', 'location.battery');
  if (battery === null) return { level: null, charging: null };
  const fraction = checkPositiveMeasure(
    readJsonNumber(battery, 'level', 'location.battery.level'), 'location.battery.level', { label: 'Battery level', max: 1 },
  );
  return {
    // Rounded: 0.87 × 100 is 87.00000000000001 in floating point, and a percent has no useful decimals.
    level: fraction === null ? null : Math.round(fraction * 100),
    charging: readJsonBoolean(battery, 'is_charging', 'location.battery.is_charging'),
  };
}

/**
 * Traccar Client's SOS button asks the SDK for a position with `extras: {alarm: 'sos'}` (traccar-client commit
 * 220a919, lib/quick_actions.dart); before May 2025 it sent `extras: {sos: true}`. traccar's decoder also reads an
 * `alarm` beside the coordinates and prefers it to the extras' one, so this does too.
 */
function readAlarm(location: JsonObject): string | null {
  const own = readJsonString(location, 'alarm', 'location.alarm');
  if (own !== null && own.trim() !== '') return normaliseAlarm(own);
  const extras = readJsonObject(location, 'extras', 'location.extras');
  if (extras === null) return null;
  const alarm = extras.alarm;
  if (typeof alarm === 'string') return normaliseAlarm(alarm);
  return extras.sos === true ? 'sos' : null;
}
