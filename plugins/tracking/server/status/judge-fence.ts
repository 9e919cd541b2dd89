import type { Fence, Fix } from './fence';
import { DEFAULT_FENCE_SETTINGS, type FenceSettings } from './fence-settings';
import { prepareFence } from './prepare-fence';

export type FenceSide = 'inside' | 'outside';

/**
 * One person's standing with one fence, stored by the server between fixes. `inside` is null until the first
 * change is confirmed. `pending` is a change under way: the first clear fix on the new side and how many clear fixes
 * on that side have come since, itself included. `lastJudged` is the newest judged fix time.
 */
export type FenceState<F extends Fix = Fix> = {
  inside: boolean | null;
  pending?: { side: FenceSide; fix: F; count: number };
  lastJudged: number | null;
};

/**
 * A confirmed entry or exit. `fix` proved it: the first clear fix on the new side, whose time is the best estimate
 * of the crossing. `confirmedBy` is the fix that completed the dwell: when the server became sure.
 */
export type FenceEvent<F extends Fix = Fix> = { kind: 'entry' | 'exit'; fix: F; confirmedBy: F };

/**
 * What became of the fix: invalid (no usable position or time), stale (not newer than the last judged), future
 * (dated beyond `now` + maxFutureMs), inaccurate (accuracy coarser than the fence can judge): all four leave the
 * state as it was. Judged fixes are unclear (within accuracy + hysteresis of the border), unchanged (clearly on the
 * current side, which cancels a pending change), pending (clearly on the other side, dwell not yet met), changed.
 */
export type FenceVerdict = 'invalid' | 'stale' | 'future' | 'inaccurate' | 'unclear' | 'unchanged' | 'pending' | 'changed';

export type FenceJudgement<F extends Fix = Fix> = {
  state: FenceState<F>;
  verdict: FenceVerdict;
  /** The fix's signed distance to the border in metres (negative inside), for judged fixes. */
  distance?: number;
  event?: FenceEvent<F>;
};

export type JudgeOptions = { settings?: Partial<FenceSettings>; now?: number };

/** A person the fence has never judged. */
export const NEW_FENCE_STATE: FenceState<never> = { inside: null, lastJudged: null };

const validFix = (fix: Fix): boolean =>
  Number.isFinite(fix.fixTime) && Number.isFinite(fix.lat) && Number.isFinite(fix.lon) && Math.abs(fix.lat) <= 90 && Math.abs(fix.lon) <= 180;

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/** The accuracy a fix is judged with: the stated one, or the settings' default when the source gave none. */
export function effectiveAccuracy(accuracy: number | null, settings: FenceSettings = DEFAULT_FENCE_SETTINGS): number {
  return accuracy !== null && Number.isFinite(accuracy) && accuracy > 0 ? accuracy : settings.unknownAccuracyMeters;
}

/**
 * Judges one fix against one fence: the state in, the next state out, and an entry or exit event once a change is
 * confirmed. Pure: the caller stores the state per person and fence, and feeds fixes in the order they arrive.
 * A person first seen (and confirmed) inside gets an entry: it is the alert the fence exists for. First seen
 * outside gets no event: nothing happened. A bad fence throws a RangeError (see fenceProblem).
 */
export function judgeFence<F extends Fix>(fence: Fence, state: FenceState<F>, fix: F, options: JudgeOptions = {}): FenceJudgement<F> {
  const settings: FenceSettings = { ...DEFAULT_FENCE_SETTINGS, ...options.settings };
  if (!validFix(fix)) return { state, verdict: 'invalid' };
  if (state.lastJudged !== null && fix.fixTime <= state.lastJudged) return { state, verdict: 'stale' };
  if (options.now !== undefined && fix.fixTime > options.now + settings.maxFutureMs) return { state, verdict: 'future' };

  const { scaleMeters, signedDistance } = prepareFence(fence);
  const accuracy = effectiveAccuracy(fix.accuracy, settings);
  const bound = clamp(scaleMeters * settings.accuracyBoundScale, settings.minAccuracyBoundMeters, settings.maxAccuracyBoundMeters);
  if (accuracy > bound) return { state, verdict: 'inaccurate' };

  const distance = signedDistance([fix.lon, fix.lat]);
  const margin = accuracy + Math.min(settings.hysteresisMeters, scaleMeters * settings.hysteresisScale);
  const side: FenceSide | null = distance <= -margin ? 'inside' : distance >= margin ? 'outside' : null;
  const settled = { inside: state.inside, lastJudged: fix.fixTime };
  if (side === null) return { state: { ...state, lastJudged: fix.fixTime }, verdict: 'unclear', distance };
  if (state.inside !== null && side === (state.inside ? 'inside' : 'outside')) return { state: settled, verdict: 'unchanged', distance };

  const pending = state.pending?.side === side ? { ...state.pending, count: state.pending.count + 1 } : { side, fix, count: 1 };
  if (pending.count < settings.minClearFixes || fix.fixTime - pending.fix.fixTime < settings.dwellMs) {
    return { state: { ...settled, pending }, verdict: 'pending', distance };
  }
  const inside = side === 'inside';
  const next: FenceState<F> = { inside, lastJudged: fix.fixTime };
  if (!inside && state.inside === null) return { state: next, verdict: 'changed', distance };
  return { state: next, verdict: 'changed', distance, event: { kind: inside ? 'entry' : 'exit', fix: pending.fix, confirmedBy: fix } };
}
