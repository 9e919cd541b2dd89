import type { IngestRequest, SimulatedFix } from './simulated-fix';

/**
 * Traccar Client's JSON body (version 9 on): the location object of the background-geolocation SDK it is built
 * on, plus `device_id`. Speed in m/s, battery level 0..1. Its SOS button asks for a position with
 * `extras: {alarm: 'sos'}` (traccar-client lib/quick_actions.dart).
 */
export function traccarJsonBody(identifier: string, fix: SimulatedFix, event?: 'motionchange'): Record<string, unknown> {
  return {
    location: {
      timestamp: new Date(fix.timeMs).toISOString(),
      coords: {
        latitude: fix.lat,
        longitude: fix.lon,
        accuracy: fix.accuracy,
        speed: fix.speed,
        heading: fix.bearing,
        altitude: fix.altitude,
      },
      is_moving: true,
      odometer: 0,
      ...(event ? { event } : {}),
      battery: { level: fix.battery, is_charging: fix.charging },
      activity: { type: 'in_vehicle' },
      extras: fix.sos ? { alarm: 'sos' } : {},
    },
    device_id: identifier,
  };
}

/** Traccar Client's JSON POST; the first fix of a trip carries the SDK's `motionchange` event. */
export function traccarJsonRequest(serverUrl: string, identifier: string, fix: SimulatedFix, event?: 'motionchange'): IngestRequest {
  return {
    method: 'POST',
    url: serverUrl,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(traccarJsonBody(identifier, fix, event)),
  };
}
