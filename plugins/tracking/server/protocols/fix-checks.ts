import { FixRefusal } from './fix-refusal';

/** A phone's clock may run a little ahead of the server's; further ahead, the fix cannot be trusted. */
export const MAX_FUTURE_MS = 10 * 60 * 1000;
/** No app we decode existed before 2000: an earlier time is a phone without a clock (often 1970 or 1980). */
export const EARLIEST_FIX_TIME = Date.UTC(2000, 0, 1);

export function checkLatitude(value: number, field: string): number {
  if (!Number.isFinite(value)) throw new FixRefusal(`Not a valid latitude: ${field}`, field);
  if (value < -90 || value > 90) throw new FixRefusal(`Latitude out of range: ${field}`, field);
  return value;
}

export function checkLongitude(value: number, field: string): number {
  if (!Number.isFinite(value)) throw new FixRefusal(`Not a valid longitude: ${field}`, field);
  if (value < -180 || value > 180) throw new FixRefusal(`Longitude out of range: ${field}`, field);
  return value;
}

/** Old fixes are valid (a phone back in coverage sends what it queued); only impossible times are refused. */
export function checkFixTime(ms: number, field: string, now: number): number {
  if (!Number.isFinite(ms)) throw new FixRefusal(`Not a valid timestamp: ${field}`, field);
  if (ms < EARLIEST_FIX_TIME) throw new FixRefusal(`The fix time is before the year 2000: ${field}`, field);
  if (ms > now + MAX_FUTURE_MS) throw new FixRefusal(`The fix time is in the future: ${field}`, field);
  return ms;
}

export interface MeasureRule {
  /** How the message names it, e.g. 'Speed'. */
  label: string;
  /** Above this the value is refused (course 360, battery 100). */
  max?: number;
}

/**
 * A speed, course, accuracy or battery level: never negative in the real world, so a negative value is the app
 * saying "unknown" (the background-geolocation SDK under Traccar Client sends -1 for speed, heading and battery
 * level; the OwnTracks booklet shows `"batt":-1`) and becomes null rather than a refusal.
 */
export function checkPositiveMeasure(value: number | null, field: string, rule: MeasureRule): number | null {
  if (value === null) return null;
  if (!Number.isFinite(value)) throw new FixRefusal(`Not a valid number: ${field}`, field);
  if (value < 0) return null;
  if (rule.max !== undefined && value > rule.max) throw new FixRefusal(`${rule.label} out of range: ${field}`, field);
  return value;
}

/** Altitude may be negative (the Dead Sea, a basement); only a value that is not a number is refused. */
export function checkAltitude(value: number | null, field: string): number | null {
  if (value === null) return null;
  if (!Number.isFinite(value)) throw new FixRefusal(`Not a valid number: ${field}`, field);
  return value;
}

/** Kept as the app sent it (the device is registered under that text); only a blank one is refused. */
export function checkDeviceKey(value: string | undefined, field: string): string {
  if (value === undefined || value.trim() === '') throw new FixRefusal(`Missing device identifier: ${field}`, field);
  return value;
}

/** An alarm as Traccar names them ('sos', 'general'...): lower-case, empty means none. */
export function normaliseAlarm(value: string | null | undefined): string | null {
  const alarm = value?.trim().toLowerCase() ?? '';
  return alarm === '' ? null : alarm;
}
