import { HttpError } from '@vigil/server-sdk';
import type { SendingDevice } from './find-device';
import type { DecodedFix, DecodeResult } from './protocols';
import { mailSos } from './sos-mail';
import type { TrackingContext } from './tracking-context';

/** The decoder's refusal as the app's 400, naming the field when it knows it. */
export function fixOrRefusal(result: DecodeResult): DecodedFix {
  if (!result.ok) throw new HttpError(400, result.message, result.field);
  return result.fix;
}

/** Stores a fix from a known device; once committed, tells the viewers and mails a new SOS to the admins. */
export async function acceptFix(context: TrackingContext, device: SendingDevice, fix: DecodedFix, receivedAt: string): Promise<void> {
  const stored = await context.fixes.store({ device, fix, receivedAt });
  if (stored.changed) context.announce([device.customerId], { sos: stored.newSos !== null });
  if (stored.newSos) await mailSos(context, stored.newSos);
}
