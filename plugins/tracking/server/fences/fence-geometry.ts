import type { TrackingFence } from '../../contract';
import type { Fence, LonLat } from '../status/fence';
import type { Selectable } from 'kysely';
import type { TrackingFenceTable } from '../tables';

type StoredGeometry = { lat: number; lon: number; radius: number } | { ring: LonLat[] };

/** The judge's fence for a stored row. */
export function fenceOf(row: Pick<TrackingFenceTable, 'kind' | 'geometry'>): Fence {
  const geometry = JSON.parse(row.geometry) as StoredGeometry;
  if (row.kind === 'circle' && 'radius' in geometry) return { kind: 'circle', lat: geometry.lat, lon: geometry.lon, radiusMeters: geometry.radius };
  if ('ring' in geometry) return { kind: 'polygon', ring: geometry.ring };
  throw new RangeError(`A stored fence of kind ${row.kind} has no geometry of that kind`);
}

/** The stored JSON of a fence. */
export function geometryOf(fence: Fence): string {
  if (fence.kind === 'circle') return JSON.stringify({ lat: fence.lat, lon: fence.lon, radius: fence.radiusMeters });
  if (fence.kind === 'polygon') return JSON.stringify({ ring: fence.ring });
  throw new RangeError('Only circles and polygons are drawn');
}

/** A stored fence as the calls answer it. */
export function fenceAnswer(row: Pick<Selectable<TrackingFenceTable>, 'id' | 'name' | 'geometry'> & { kind: 'circle' | 'polygon' }): TrackingFence {
  const fence = fenceOf(row);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    lat: fence.kind === 'circle' ? fence.lat : null,
    lon: fence.kind === 'circle' ? fence.lon : null,
    radius: fence.kind === 'circle' ? fence.radiusMeters : null,
    ring: fence.kind === 'polygon' ? fence.ring : null,
  };
}
