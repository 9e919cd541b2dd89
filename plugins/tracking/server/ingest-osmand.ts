import type { EndpointHandler } from '@vigil/server-sdk';
import type { ingestOsmAnd } from '../contract';
import { acceptFix, fixOrRefusal } from './accept-fix';
import { findDevice } from './find-device';
import { decodeOsmAndFields } from './protocols';
import type { TrackingContext } from './tracking-context';

/** The acknowledgement OsmAnd and Traccar Client wait for (any 200 will do; the body is not read). */
export const FIX_ACKNOWLEDGED = { message: 'OK' };

/** OsmAnd's online tracking: its URL template's query string; `id` is the device's secret. */
export function ingestOsmAndFix(context: TrackingContext): EndpointHandler<typeof ingestOsmAnd> {
  return async ({ input }) => {
    const now = Date.now();
    const fix = fixOrRefusal(decodeOsmAndFields(textFields(input), { source: 'osmand', now }));
    const device = await findDevice(context.db, 'osmand', fix.deviceKey);
    await acceptFix(context, device, fix, new Date(now).toISOString());
    return FIX_ACKNOWLEDGED;
  };
}

/** The OsmAnd protocol's fields as text, whether they came as text or (in a JSON body) as numbers. */
export function textFields(input: Readonly<Record<string, unknown>>): Record<string, string | undefined> {
  const fields: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string') fields[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') fields[key] = String(value);
  }
  return fields;
}
