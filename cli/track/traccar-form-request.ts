import { decimals, type IngestRequest, type SimulatedFix } from './simulated-fix';

/** Metres per second in knots: the OsmAnd protocol as Traccar Client sends it carries knots. */
const KNOTS_PER_METRE_PER_SECOND = 3600 / 1852;

/**
 * The OsmAnd protocol's fields as Traccar Client's ProtocolFormatter writes them: id (the device identifier),
 * timestamp in seconds, speed in knots, battery in percent, `charge` only while charging, `alarm` for the SOS.
 */
export function traccarFields(identifier: string, fix: SimulatedFix): URLSearchParams {
  const fields = new URLSearchParams({
    id: identifier,
    timestamp: String(Math.floor(fix.timeMs / 1000)),
    lat: decimals(fix.lat, 6),
    lon: decimals(fix.lon, 6),
    speed: decimals(fix.speed * KNOTS_PER_METRE_PER_SECOND, 2),
    bearing: decimals(fix.bearing, 1),
    altitude: decimals(fix.altitude, 1),
    accuracy: decimals(fix.accuracy, 1),
    batt: String(Math.round(fix.battery * 100)),
  });
  if (fix.charging) fields.set('charge', 'true');
  if (fix.sos) fields.set('alarm', 'sos');
  return fields;
}

/** Traccar Client (OsmAnd protocol): a POST of the fields in the query string and an empty body. */
export function traccarQueryRequest(serverUrl: string, identifier: string, fix: SimulatedFix): IngestRequest {
  return { method: 'POST', url: `${serverUrl}?${traccarFields(identifier, fix).toString()}`, headers: {} };
}

/** The same fields as a form body, which traccar's decoder (and ours) reads as well. */
export function traccarFormRequest(serverUrl: string, identifier: string, fix: SimulatedFix): IngestRequest {
  return {
    method: 'POST',
    url: serverUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: traccarFields(identifier, fix).toString(),
  };
}
