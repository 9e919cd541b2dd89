/** How cautious fence judging is; every field is explained where DEFAULT_FENCE_SETTINGS sets it. */
export type FenceSettings = {
  unknownAccuracyMeters: number;
  accuracyBoundScale: number;
  minAccuracyBoundMeters: number;
  maxAccuracyBoundMeters: number;
  hysteresisMeters: number;
  hysteresisScale: number;
  dwellMs: number;
  minClearFixes: number;
  maxFutureMs: number;
};

export const DEFAULT_FENCE_SETTINGS: Readonly<FenceSettings> = {
  // A fix without an accuracy comes from a GPS tracker (phones always report one): 50 m is a pessimistic GPS error.
  unknownAccuracyMeters: 50,
  // A fix is judged only if its accuracy is at most half the fence's scale (radius, or the radius of a circle of the
  // same area): a coarser fix cannot tell a small fence from its surroundings. Clamped to [100 m, 1 km]: below
  // 100 m every city GPS fix would be refused by small fences; above 1 km fixes are cell or IP guesses whose
  // stated accuracy is itself unreliable, even against a country.
  accuracyBoundScale: 0.5,
  minAccuracyBoundMeters: 100,
  maxAccuracyBoundMeters: 1000,
  // A fix is clearly on a side only beyond accuracy + hysteresis from the border. 50 m covers an accuracy radius
  // that is only a 68% bound; small fences get at most 20% of their scale, or nobody could ever be inside them.
  hysteresisMeters: 50,
  hysteresisScale: 0.2,
  // A side change needs two clear fixes on the new side at least a minute apart, with no clear fix on the old side
  // between: one outlier never flips a fence, and a tracker reporting every 5 minutes is confirmed on its 2nd fix.
  dwellMs: 60_000,
  minClearFixes: 2,
  // A fix dated more than 5 minutes ahead (a device with a wrong clock) would block every later fix: refused.
  maxFutureMs: 5 * 60_000,
};
