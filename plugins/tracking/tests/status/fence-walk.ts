import { EARTH_RADIUS_METERS, type Fence, type Fix } from '../../server/status/fence';
import { judgeFence, NEW_FENCE_STATE, type FenceEvent, type FenceState, type FenceVerdict, type JudgeOptions } from '../../server/status/judge-fence';

/** A fix the test can name, so an event's proving fix is checked by identity. */
export type NamedFix = Fix & { id: string };
export type Place = { lat: number; lon: number };

const METERS_PER_DEGREE = (EARTH_RADIUS_METERS * Math.PI) / 180;

/** The place `north` and `east` metres from `origin` (flat offsets: metre-exact at the few kilometres tested). */
export function moved(origin: Place, north: number, east: number): Place {
  return {
    lat: origin.lat + north / METERS_PER_DEGREE,
    lon: origin.lon + east / (METERS_PER_DEGREE * Math.cos((origin.lat * Math.PI) / 180)),
  };
}

export function fixAt(id: string, place: Place, fixTime: number, accuracy: number | null): NamedFix {
  return { id, lat: place.lat, lon: place.lon, fixTime, accuracy };
}

/** mulberry32: the same noise on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Walk = { state: FenceState<NamedFix>; events: FenceEvent<NamedFix>[]; verdicts: FenceVerdict[] };

/** Feeds the fixes in order, as the server does, and collects what came out. */
export function judgeAll(fence: Fence, fixes: NamedFix[], options?: JudgeOptions, start: FenceState<NamedFix> = NEW_FENCE_STATE): Walk {
  const walk: Walk = { state: start, events: [], verdicts: [] };
  for (const fix of fixes) {
    const judgement = judgeFence(fence, walk.state, fix, options);
    walk.state = judgement.state;
    walk.verdicts.push(judgement.verdict);
    if (judgement.event) walk.events.push(judgement.event);
  }
  return walk;
}

/** "entry@id" per event: the kind and the proving fix in one comparable string. */
export const eventNames = (events: FenceEvent<NamedFix>[]): string[] => events.map((event) => `${event.kind}@${event.fix.id}`);
