/** A point in degrees. */
export interface LatLon {
  lat: number;
  lon: number;
}

export const EARTH_RADIUS_METRES = 6_371_008.8;

const RADIANS = Math.PI / 180;

/** Distance along the great circle (haversine), metres. */
export function greatCircleDistance(from: LatLon, to: LatLon): number {
  const dLat = (to.lat - from.lat) * RADIANS;
  const dLon = (to.lon - from.lon) * RADIANS;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * RADIANS) * Math.cos(to.lat * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The initial bearing from one point towards another, degrees clockwise from north in 0..360. */
export function initialBearing(from: LatLon, to: LatLon): number {
  const φ1 = from.lat * RADIANS;
  const φ2 = to.lat * RADIANS;
  const Δλ = (to.lon - from.lon) * RADIANS;
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return (Math.atan2(y, x) / RADIANS + 360) % 360;
}

/** The point `fraction` (0..1) of the way along the great circle from `from` to `to`. */
export function interpolateGreatCircle(from: LatLon, to: LatLon, fraction: number): LatLon {
  const δ = greatCircleDistance(from, to) / EARTH_RADIUS_METRES;
  if (δ === 0) return { ...from };
  const φ1 = from.lat * RADIANS;
  const λ1 = from.lon * RADIANS;
  const φ2 = to.lat * RADIANS;
  const λ2 = to.lon * RADIANS;
  const a = Math.sin((1 - fraction) * δ) / Math.sin(δ);
  const b = Math.sin(fraction * δ) / Math.sin(δ);
  const x = a * Math.cos(φ1) * Math.cos(λ1) + b * Math.cos(φ2) * Math.cos(λ2);
  const y = a * Math.cos(φ1) * Math.sin(λ1) + b * Math.cos(φ2) * Math.sin(λ2);
  const z = a * Math.sin(φ1) + b * Math.sin(φ2);
  return { lat: Math.atan2(z, Math.hypot(x, y)) / RADIANS, lon: Math.atan2(y, x) / RADIANS };
}

/** The point `metres` away from `from` towards `bearing` (degrees): a short step, such as a sideways wobble. */
export function offsetPoint(from: LatLon, bearing: number, metres: number): LatLon {
  const δ = metres / EARTH_RADIUS_METRES;
  const θ = bearing * RADIANS;
  const φ1 = from.lat * RADIANS;
  const λ1 = from.lon * RADIANS;
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(θ));
  const λ2 = λ1 + Math.atan2(Math.sin(θ) * Math.sin(δ) * Math.cos(φ1), Math.cos(δ) - Math.sin(φ1) * Math.sin(φ2));
  return { lat: φ2 / RADIANS, lon: (((λ2 / RADIANS + 540) % 360) - 180) };
}
