import type { CircleFence } from '../../server/status/fence';
import { fenceProblem } from '../../server/status/fence-problem';
import { judgeFence, NEW_FENCE_STATE } from '../../server/status/judge-fence';
import { eventNames, fixAt, judgeAll, moved, type NamedFix } from './fence-walk';

const centre = { lat: 45.4642, lon: 9.19 };
const fence: CircleFence = { kind: 'circle', ...centre, radiusMeters: 500 };
const T0 = Date.UTC(2026, 10, 28, 8);
const east = (meters: number): ReturnType<typeof moved> => moved(centre, 0, meters);

/** One fix every 30 s at each east offset, accuracy 30 m: clear inside at ≤ 420 m, clear outside at ≥ 580 m. */
function walk(prefix: string, offsets: number[], start: number, accuracy: number | null = 30): NamedFix[] {
  return offsets.map((offset, i) => fixAt(`${prefix}-${offset}`, east(offset), start + i * 30_000, accuracy));
}
const range = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.abs(to - from) / step + 1 }, (_, i) => from + Math.sign(to - from) * i * step);

describe('a 500 m circle fence', () => {
  it('measures the signed distance on the sphere', () => {
    const inside = judgeFence(fence, NEW_FENCE_STATE, fixAt('a', east(200), T0, 10));
    const outside = judgeFence(fence, NEW_FENCE_STATE, fixAt('b', moved(centre, 900, 0), T0, 10));
    expect(inside.distance).toBeCloseTo(-300, 0);
    expect(outside.distance).toBeCloseTo(400, 0);
  });

  it('sees a walk in and out as one entry and one exit, each with the first clear fix on the new side', () => {
    const goingIn = walk('in', range(1500, 0, 50), T0);
    const staying = walk('stay', range(0, 0, 50), T0 + 31 * 30_000).concat(walk('wait', range(10, 100, 10), T0 + 32 * 30_000));
    const goingOut = walk('out', range(150, 1500, 50), T0 + 42 * 30_000);
    const result = judgeAll(fence, [...goingIn, ...staying, ...goingOut]);
    expect(eventNames(result.events)).toEqual(['entry@in-400', 'exit@out-600']);
    // Two clear fixes a minute apart confirm: the third clear fix, 60 s after the first.
    expect(result.events.map((event) => event.confirmedBy.id)).toEqual(['in-300', 'out-700']);
    expect(result.state).toEqual({ inside: false, lastJudged: goingOut[goingOut.length - 1]!.fixTime });
  });

  it('ignores fixes coarser than the fence can judge (half its radius here)', () => {
    const coarse = judgeFence(fence, NEW_FENCE_STATE, fixAt('coarse', centre, T0, 500));
    expect(coarse.verdict).toBe('inaccurate');
    expect(coarse.state).toBe(NEW_FENCE_STATE);
    const fiveHundred = judgeAll(fence, walk('coarse', Array<number>(20).fill(0), T0, 500));
    expect(fiveHundred.verdicts.every((verdict) => verdict === 'inaccurate')).toBe(true);
    expect(fiveHundred.state).toEqual(NEW_FENCE_STATE);
    expect(judgeFence(fence, NEW_FENCE_STATE, fixAt('at-bound', centre, T0, 250)).verdict).toBe('pending');
    expect(judgeFence(fence, NEW_FENCE_STATE, fixAt('past-bound', centre, T0, 251)).verdict).toBe('inaccurate');
  });

  it('ignores a fix not newer than the last judged one', () => {
    const first = judgeFence(fence, NEW_FENCE_STATE, fixAt('first', centre, T0, 10));
    for (const fixTime of [T0, T0 - 1000]) {
      const late = judgeFence(fence, first.state, fixAt('late', east(2000), fixTime, 10));
      expect(late.verdict).toBe('stale');
      expect(late.state).toBe(first.state);
    }
  });

  it('refuses a fix dated in the future and a fix without a position', () => {
    const ahead = judgeFence(fence, NEW_FENCE_STATE, fixAt('ahead', centre, T0 + 10 * 60_000, 10), { now: T0 });
    expect(ahead.verdict).toBe('future');
    expect(judgeFence(fence, NEW_FENCE_STATE, fixAt('soon', centre, T0 + 60_000, 10), { now: T0 }).verdict).toBe('pending');
    expect(judgeFence(fence, NEW_FENCE_STATE, { lat: NaN, lon: 9, fixTime: T0, accuracy: 5 }).verdict).toBe('invalid');
  });

  it('takes a fix without accuracy (null or 0) as 50 m', () => {
    // 420 m east is 80 m inside: clear with 30 m accuracy (margin 80), unclear with 50 m (margin 100).
    expect(judgeFence(fence, NEW_FENCE_STATE, fixAt('known', east(420), T0, 30)).verdict).toBe('pending');
    for (const accuracy of [null, 0]) {
      expect(judgeFence(fence, NEW_FENCE_STATE, fixAt('unknown', east(420), T0, accuracy)).verdict).toBe('unclear');
    }
    expect(judgeFence(fence, NEW_FENCE_STATE, fixAt('unknown', east(390), T0, null)).verdict).toBe('pending');
  });

  it('lets one outlier flip nothing: a clear fix on the old side cancels a pending change', () => {
    const entered = judgeAll(fence, walk('in', [0, 0, 0], T0));
    expect(entered.state.inside).toBe(true);
    const outlier = judgeAll(fence, walk('x', [0, 2000, 0, 2000, 2000, 0, 0], T0 + 120_000), undefined, entered.state);
    expect(outlier.events).toEqual([]);
    expect(outlier.verdicts).toEqual(['unchanged', 'pending', 'unchanged', 'pending', 'pending', 'unchanged', 'unchanged']);
    expect(outlier.state).toEqual({ inside: true, lastJudged: T0 + 120_000 + 6 * 30_000 });
  });

  it('keeps a pending change through unclear fixes', () => {
    const result = judgeAll(fence, walk('in', [0, 500, 500, 0], T0));
    expect(result.verdicts).toEqual(['pending', 'unclear', 'unclear', 'changed']);
    expect(eventNames(result.events)).toEqual(['entry@in-0']);
  });

  it('gives an entry to a person first seen inside, and no event to one first seen outside', () => {
    const outside = judgeAll(fence, walk('far', [3000, 3000, 3000], T0));
    expect(outside.events).toEqual([]);
    expect(outside.state.inside).toBe(false);
    const inside = judgeAll(fence, walk('near', [100, 100, 100], T0));
    expect(eventNames(inside.events)).toEqual(['entry@near-100']);
  });

  it('takes settings: no dwell confirms on the first clear fix', () => {
    const eager = judgeFence(fence, NEW_FENCE_STATE, fixAt('now', centre, T0, 10), { settings: { dwellMs: 0, minClearFixes: 1 } });
    expect(eager.event?.kind).toBe('entry');
    expect(eager.state).toEqual({ inside: true, lastJudged: T0 });
  });

  it('refuses a bad fence with a message', () => {
    const bad: CircleFence = { ...fence, radiusMeters: -5 };
    expect(fenceProblem(bad)).toBe('The circle radius must be a positive number of metres.');
    expect(() => judgeFence(bad, NEW_FENCE_STATE, fixAt('a', centre, T0, 10))).toThrow(RangeError);
    expect(fenceProblem({ ...fence, lat: 95 })).toMatch(/latitude/);
    expect(fenceProblem(fence)).toBeNull();
  });
});
