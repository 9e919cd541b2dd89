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

/**
 * The great-circle distance, in radians, from `p` to the shorter arc from `a` to `b`: the cross-track distance
 * when p's foot on that great circle lies between a and b, else the distance to the nearer end. Exact on the sphere;
 * the only error against the ellipsoid is the sphere's own (≤ 0.5%).
 */
export function arcDistance(p: UnitVector, a: UnitVector, b: UnitVector): number {
  const normal = cross(a, b);
  const normalLength = length(normal);
  if (normalLength < 1e-15) return angle(p, a);
  const sine = dot(p, normal) / normalLength;
  const foot: UnitVector = [p[0] - (sine * normal[0]) / normalLength, p[1] - (sine * normal[1]) / normalLength, p[2] - (sine * normal[2]) / normalLength];
  if (dot(cross(a, foot), normal) >= 0 && dot(cross(foot, b), normal) >= 0) return Math.asin(Math.min(1, Math.abs(sine)));
  return Math.min(angle(p, a), angle(p, b));
}
