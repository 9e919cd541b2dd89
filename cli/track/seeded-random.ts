/** A random source of numbers in [0, 1). */
export type Random = () => number;

/**
 * mulberry32: a small seeded generator, so a simulation (and its tests) can be replayed; not for secrets.
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A number in [min, max). */
export function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}
