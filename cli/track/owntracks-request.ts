import type { IngestRequest, SimulatedFix } from './simulated-fix';

/** The pairing's OwnTracks credentials: the HTTP Basic user name and password. */
export interface OwnTracksCredentials {
  user: string;
  password: string;
  /** The device name OwnTracks sends in X-Limit-D. */
  device: string;
}

/**
 * OwnTracks' location message (booklet: JSON, _type location): tst in seconds, vel in km/h, acc, alt and cog as
 * whole numbers, batt in percent, tid the two-letter tracker id, t 'u' (a position the user asked for).
 */
export function ownTracksBody(tid: string, fix: SimulatedFix): Record<string, unknown> {
  return {
    _type: 'location',
    lat: fix.lat,
    lon: fix.lon,
    tst: Math.floor(fix.timeMs / 1000),
    acc: Math.round(fix.accuracy),
    alt: Math.round(fix.altitude),
    vel: Math.round(fix.speed * 3.6),
    cog: Math.round(fix.bearing) % 360,
    batt: Math.round(fix.battery * 100),
    tid,
    t: 'u',
  };
}

/** OwnTracks in HTTP mode: a JSON POST with Basic credentials and its X-Limit-U / X-Limit-D headers. */
export function ownTracksRequest(url: string, credentials: OwnTracksCredentials, fix: SimulatedFix): IngestRequest {
  const basic = Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64');
  return {
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${basic}`,
      'x-limit-u': credentials.user,
      'x-limit-d': credentials.device,
    },
    body: JSON.stringify(ownTracksBody(credentials.device.slice(-2).toUpperCase().padStart(2, 'X'), fix)),
  };
}
