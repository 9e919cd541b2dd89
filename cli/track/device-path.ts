import { greatCircleDistance, initialBearing, interpolateGreatCircle, offsetPoint, type LatLon } from './great-circle';
import { SEEDED_CITIES } from './seeded-cities';
import { between, type Random } from './seeded-random';

/** Speeds the simulated people travel at: from a brisk cycle (5 m/s) to a motorway (30 m/s). */
export const SPEED_RANGE = { min: 5, max: 30 } as const;
/** The largest sideways wobble off the great circle, metres: GPS noise and the road's bends. */
export const LATERAL_NOISE_METRES = 25;

/**
 * A device's trip: straight-ish along the great circle between two seeded cities (no road data offline), at a
 * steady speed, starting part of the way along so that the devices spread over the map.
 */
export interface DevicePath {
  from: LatLon & { name: string };
  to: LatLon & { name: string };
  /** Metres per second. */
  speed: number;
  /** Metres along the route at second 0. */
  startMetres: number;
  lengthMetres: number;
}

function cityAt(index: number): DevicePath['from'] {
  const city = SEEDED_CITIES[index % SEEDED_CITIES.length];
  if (!city) throw new Error('no seeded cities');
  return city;
}

export function randomPath(random: Random): DevicePath {
  const fromIndex = Math.floor(random() * SEEDED_CITIES.length);
  const step = 1 + Math.floor(random() * (SEEDED_CITIES.length - 1));
  const from = cityAt(fromIndex);
  const to = cityAt(fromIndex + step);
  const lengthMetres = greatCircleDistance(from, to);
  return { from, to, speed: between(random, SPEED_RANGE.min, SPEED_RANGE.max), startMetres: between(random, 0, 0.8) * lengthMetres, lengthMetres };
}

/** Where the device is `seconds` into the run, and its heading; it waits at the destination once there. */
export function pointOnPath(path: DevicePath, seconds: number, random: Random): LatLon & { bearing: number; speed: number } {
  const travelled = Math.min(path.lengthMetres, path.startMetres + path.speed * seconds);
  const arrived = travelled >= path.lengthMetres;
  const fraction = path.lengthMetres === 0 ? 1 : travelled / path.lengthMetres;
  const onLine = interpolateGreatCircle(path.from, path.to, fraction);
  const bearing = arrived ? initialBearing(path.from, path.to) : initialBearing(onLine, path.to);
  const point = offsetPoint(onLine, (bearing + 90) % 360, between(random, -LATERAL_NOISE_METRES, LATERAL_NOISE_METRES));
  return { ...point, bearing, speed: arrived ? 0 : path.speed * between(random, 0.9, 1.1) };
}
