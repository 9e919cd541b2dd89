import { HttpError, type EndpointHandler } from '@vigil/server-sdk';
import type { sharePosition } from '../contract';
import { acceptFix } from './accept-fix';
import type { DecodedFix } from './protocols';
import type { TrackingContext } from './tracking-context';
import { webDeviceOf } from './web-device';

/** A number within [-limit, limit], or a 400 naming the field. */
function coordinate(text: string, field: string, limit: number): number {
  const value = Number(text);
  if (!Number.isFinite(value) || Math.abs(value) > limit) throw new HttpError(400, `Not a valid coordinate: ${field}`, field);
  return value;
}

/**
 * "Share my position now" on /Tracking (issue 22: a contact asks for it, the answer shows on the map): the browser's
 * position, stored through the ingest's own path as a fix from the person's browser, so it becomes their newest
 * position on the GPS screens and the travel map, and the viewers hear of it.
 */
export function shareWebPosition(context: TrackingContext): EndpointHandler<typeof sharePosition> {
  return async ({ input, user }) => {
    const lat = coordinate(input.lat, 'lat', 90);
    const lon = coordinate(input.lng, 'lng', 180);
    const accuracyText = input.accuracy?.trim();
    const accuracy = accuracyText ? Number(accuracyText) : null;
    if (accuracy !== null && !(accuracy >= 0)) throw new HttpError(400, 'Not a valid accuracy', 'accuracy');
    const device = await webDeviceOf(context.db, user);
    const now = Date.now();
    const fix: DecodedFix = {
      source: 'web',
      deviceKey: String(device.id),
      fixTime: now,
      lat,
      lon,
      speed: null,
      course: null,
      altitude: null,
      accuracy,
      battery: null,
      charging: null,
      alarm: null,
    };
    await acceptFix(context, device, fix, new Date(now).toISOString());
    return { message: 'Position shared' };
  };
}
