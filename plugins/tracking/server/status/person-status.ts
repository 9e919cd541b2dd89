/** Spec part 2 §4: Secure (white), Unreachable (low), Geofences (medium), SOS (high). */
export type PersonStatus = 'sos' | 'geofences' | 'unreachable' | 'secure';

export type PersonStatusInput = {
  sosOpen: boolean;
  /** Inside at least one alerting fence now (a FenceState with inside === true). */
  insideAlertingFence: boolean;
  trackingOn: boolean;
  paused: boolean;
  /** When the server received the person's last fix (ms), or null if none ever came. */
  lastFixAt: number | null;
  /** When tracking was last switched on or resumed (ms): the clock for a person whose fixes stopped before. */
  trackingSince: number | null;
  /** The company's tracking interval (ms). */
  intervalMs: number;
  now: number;
};

/** Missed fixes before a person is unreachable: one late or lost fix is normal on a phone, three are not. */
export const UNREACHABLE_AFTER_INTERVALS = 3;

/**
 * A person's status. SOS wins always, paused or not; then being inside an alerting fence; then unreachable: tracking
 * on, not paused, and nothing heard for more than 3 intervals, counted from the later of the last fix and the time
 * tracking was switched on (a fix from before a pause proves nothing about now; with neither known the person is
 * unreachable, since nothing says otherwise). Throws a RangeError for an interval that is not a positive number.
 */
export function personStatus(input: PersonStatusInput): PersonStatus {
  if (!Number.isFinite(input.intervalMs) || input.intervalMs <= 0) {
    throw new RangeError(`The tracking interval must be a positive number of milliseconds, not ${input.intervalMs}.`);
  }
  if (input.sosOpen) return 'sos';
  if (input.insideAlertingFence) return 'geofences';
  if (input.trackingOn && !input.paused) {
    const heard = Math.max(input.lastFixAt ?? -Infinity, input.trackingSince ?? -Infinity);
    if (input.now - heard > UNREACHABLE_AFTER_INTERVALS * input.intervalMs) return 'unreachable';
  }
  return 'secure';
}

/** The list's order: the most urgent first. */
export const STATUS_ORDER: readonly PersonStatus[] = ['sos', 'geofences', 'unreachable', 'secure'];

/** A comparator for Array.prototype.sort: SOS first, Secure last. */
export function compareStatus(a: PersonStatus, b: PersonStatus): number {
  return STATUS_ORDER.indexOf(a) - STATUS_ORDER.indexOf(b);
}
