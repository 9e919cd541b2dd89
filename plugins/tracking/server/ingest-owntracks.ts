import type { EndpointHandler } from '@vigil/server-sdk';
import type { ingestOwnTracks } from '../contract';
import { acceptFix, fixOrRefusal } from './accept-fix';
import { readBasicCredentials } from './basic-credentials';
import { findOwnTracksDevice } from './find-device';
import { decodeOwnTracks, type DecodeResult } from './protocols';
import type { TrackingContext } from './tracking-context';

/**
 * OwnTracks in HTTP mode: one JSON message per POST, the device named by HTTP Basic credentials. A location is
 * stored; any other message, and an empty body, is answered `[]` (no commands for the app) and stored as nothing.
 */
export function ingestOwnTracksFix(context: TrackingContext): EndpointHandler<typeof ingestOwnTracks> {
  return async ({ input, request }) => {
    const now = Date.now();
    const device = await findOwnTracksDevice(context.db, readBasicCredentials(request.headers.authorization));
    if (isEmptyBody(request.body)) return [];
    const result = decodeOwnTracks(input, { deviceKey: device.id.toString(), now });
    if (result.ok && result.fix === null) return [];
    await acceptFix(context, device, fixOrRefusal(result as DecodeResult), new Date(now).toISOString());
    return [];
  };
}

function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true;
  return typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0;
}
