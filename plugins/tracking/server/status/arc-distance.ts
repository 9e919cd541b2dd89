import type { LonLat } from './fence';

/** A point on the unit sphere. */
export type UnitVector = [number, number, number];

const RADIANS = Math.PI / 180;

export function unitVector([lon, lat]: LonLat): UnitVector {
  const cosLat = Math.cos(lat * RADIANS);
  return [cosLat * Math.cos(lon * RADIANS), cosLat * Math.sin(lon * RADIANS), Math.sin(lat * RADIANS)];
}

const dot = (a: UnitVector, b: UnitVector): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: UnitVector, b: UnitVector): UnitVector => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const length = (a: UnitVector): number => Math.sqrt(dot(a, a));

/** The angle between two unit vectors; atan2 keeps metre precision where acos of a dot product would not. */
const angle = (a: UnitVector, b: UnitVector): number => Math.atan2(length(cross(a, b)), dot(a, b));

/** Where on an arc the nearest point to a point lies: at its start `a`, its end `b`, or strictly between. */
export type ArcFoot = 'a' | 'b' | 'between';

/**
 * The great-circle distance, in radians, from `p` to the shorter arc from `a` to `b`: the cross-track distance
 * when p's foot on that great circle lies between a and b, else the distance to the nearer end; and which of the
 * three the nearest point is. Exact on the sphere; the only error against the ellipsoid is the sphere's own (≤ 0.5%).
 */
export function nearestOnArc(p: UnitVector, a: UnitVector, b: UnitVector): { distance: number; foot: ArcFoot } {
  const normal = cross(a, b);
  const normalLength = length(normal);
  const toA = angle(p, a);
  if (normalLength < 1e-15) return { distance: toA, foot: 'a' };
  const sine = dot(p, normal) / normalLength;
  const foot: UnitVector = [p[0] - (sine * normal[0]) / normalLength, p[1] - (sine * normal[1]) / normalLength, p[2] - (sine * normal[2]) / normalLength];
  if (dot(cross(a, foot), normal) > 0 && dot(cross(foot, b), normal) > 0) return { distance: Math.asin(Math.min(1, Math.abs(sine))), foot: 'between' };
  const toB = angle(p, b);
  return toA <= toB ? { distance: toA, foot: 'a' } : { distance: toB, foot: 'b' };
}

export { angle, cross, dot, length };
