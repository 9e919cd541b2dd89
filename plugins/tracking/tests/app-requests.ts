import type { LightMyRequestResponse } from 'fastify';
import type { TestServer } from '../../../tests/support/test-server';
import { ingestUrl } from './tracking-suite';

/**
 * The requests the apps send, byte for byte as they send them: OsmAnd fills its URL template (a GET); Traccar
 * Client before version 9 POSTs the OsmAnd fields as a query string with an empty body, or as a form; from
 * version 9 it POSTs JSON; OwnTracks POSTs JSON with HTTP Basic credentials.
 */

export interface AppFix {
  lat: number;
  lon: number;
  /** ms */
  time: number;
  speed?: number;
  alarm?: string;
  /** Metres; 12 when not given. */
  accuracy?: number;
}

/** OsmAnd: the template the pairing gave, its placeholders filled as OsmAnd's MessageFormat does. */
export function osmAndGet(server: TestServer, template: string, fix: AppFix): Promise<LightMyRequestResponse> {
  const values = [fix.lat, fix.lon, fix.time, 8.5, 120.0, fix.speed ?? 0.0, 90.0].map(String);
  const url = new URL(template.replace(/\{(\d)\}/g, (_, index: string) => values[Number(index)] ?? ''));
  return server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

/** Traccar Client's fields for a fix, as it fills them. */
export function traccarFields(secret: string, fix: AppFix): URLSearchParams {
  const fields = new URLSearchParams({
    id: secret,
    timestamp: String(Math.floor(fix.time / 1000)),
    lat: String(fix.lat),
    lon: String(fix.lon),
    speed: String(fix.speed ?? 0),
    bearing: '0.0',
    altitude: '35.0',
    accuracy: (fix.accuracy ?? 12).toFixed(1),
    batt: '87.0',
  });
  if (fix.alarm) fields.set('alarm', fix.alarm);
  return fields;
}

/** Traccar Client (before 9): a POST whose fields are the query string, with an empty body. */
export function traccarQueryPost(server: TestServer, secret: string, fix: AppFix): Promise<LightMyRequestResponse> {
  return server.app.inject({ method: 'POST', url: `${ingestUrl('traccar')}?${traccarFields(secret, fix).toString()}` });
}

/** Traccar Client as a form body. */
export function traccarFormPost(server: TestServer, secret: string, fix: AppFix): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: 'POST',
    url: ingestUrl('traccar'),
    payload: traccarFields(secret, fix).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** Traccar Client 9: the background-geolocation SDK's location object and device_id, as JSON. */
export function traccarJsonPost(server: TestServer, secret: string, fix: AppFix): Promise<LightMyRequestResponse> {
  const body = {
    location: {
      timestamp: new Date(fix.time).toISOString(),
      coords: { latitude: fix.lat, longitude: fix.lon, accuracy: 9, speed: fix.speed ?? 0, heading: 180, altitude: 40 },
      is_moving: true,
      odometer: 1234,
      event: 'motionchange',
      battery: { level: 0.64, is_charging: false },
      activity: { type: 'walking' },
      extras: fix.alarm ? { alarm: fix.alarm } : {},
    },
    device_id: secret,
  };
  return server.app.inject({ method: 'POST', url: ingestUrl('traccar'), payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
}

export function basicAuth(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

/** OwnTracks: one JSON message; `body` as a string is sent as it is (a malformed or empty body). */
export function ownTracksPost(server: TestServer, authorization: string | null, body: object | string): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: 'POST',
    url: ingestUrl('owntracks'),
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
  });
}

/** An OwnTracks location message as the app sends it (vel in km/h). */
export function ownTracksLocation(fix: AppFix): object {
  return {
    _type: 'location',
    lat: fix.lat,
    lon: fix.lon,
    tst: Math.floor(fix.time / 1000),
    acc: 15,
    alt: 50,
    vel: fix.speed ?? 0,
    cog: 270,
    batt: 77,
    bs: 1,
    tid: 'TT',
    t: 'u',
    conn: 'm',
    topic: 'owntracks/vigil/phone',
  };
}
