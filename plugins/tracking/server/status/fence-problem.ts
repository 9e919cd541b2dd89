import type { Fence, LonLat } from './fence';

const validLonLat = ([lon, lat]: LonLat): boolean =>
  Number.isFinite(lon) && Number.isFinite(lat) && Math.abs(lon) <= 180 && Math.abs(lat) <= 90;

/** What is wrong with a fence, in words for a 400 answer, or null when it can be judged. */
export function fenceProblem(fence: Fence): string | null {
  switch (fence.kind) {
    case 'circle':
      if (!validLonLat([fence.lon, fence.lat])) return 'The circle centre needs a latitude in [-90, 90] and a longitude in [-180, 180].';
      if (!Number.isFinite(fence.radiusMeters) || fence.radiusMeters <= 0) return 'The circle radius must be a positive number of metres.';
      return null;
    case 'polygon': {
      if (!Array.isArray(fence.ring) || !fence.ring.every((point) => Array.isArray(point) && validLonLat(point))) {
        return 'Every polygon point must be [longitude, latitude] within [-180, 180] and [-90, 90].';
      }
      const distinct = new Set(fence.ring.map(([lon, lat]) => `${lon},${lat}`));
      return distinct.size < 3 ? 'A polygon needs at least 3 distinct points.' : null;
    }
    case 'country': {
      const geometry = fence.area.type === 'Feature' ? fence.area.geometry : fence.area;
      return geometry && (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon')
        ? null
        : 'A country fence needs a Polygon or MultiPolygon outline.';
    }
    default:
      return 'A fence is a circle, a polygon or a country.';
  }
}
