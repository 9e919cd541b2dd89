import type { EndpointHandler } from '@vigil/server-sdk';
import type { ingestTraccar } from '../contract';
import { acceptFix, fixOrRefusal } from './accept-fix';
import { findDevice } from './find-device';
import { FIX_ACKNOWLEDGED, textFields } from './ingest-osmand';
import { decodeOsmAndFields, decodeTraccarJson, type DecodeResult } from './protocols';
import type { TrackingContext } from './tracking-context';

/**
 * Traccar Client: its JSON body (a `location` object, version 9 on), or the OsmAnd protocol as a query string or a
 * form (older versions; `location` is then the text "lat,lon"). Told apart by the body, as traccar's decoder does.
 */
export function ingestTraccarFix(context: TrackingContext): EndpointHandler<typeof ingestTraccar> {
  return async ({ input }) => {
    const now = Date.now();
    const fix = fixOrRefusal(decode(input, now));
    const device = await findDevice(context.db, 'traccar', fix.deviceKey);
    await acceptFix(context, device, fix, new Date(now).toISOString());
    return FIX_ACKNOWLEDGED;
  };
}

function decode(input: Readonly<Record<string, unknown>>, now: number): DecodeResult {
  if (typeof input.location === 'object' && input.location !== null) {
    return decodeTraccarJson({ device_id: input.device_id, location: input.location }, { now });
  }
  const fields = textFields(input);
  // A client that names its device as the JSON form does but sends the OsmAnd fields is understood all the same.
  if (fields.id === undefined && fields.deviceid === undefined && fields.device_id !== undefined) fields.deviceid = fields.device_id;
  return decodeOsmAndFields(fields, { source: 'traccar', now });
}
