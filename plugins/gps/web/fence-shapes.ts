import type { MapShape } from '@vigil/web-sdk';
import type { TrackingFence } from '../../tracking/contract';

/** A fence as the maps draw it, named by its name; null for a fence without its kind's geometry. */
export function fenceShape(fence: TrackingFence): MapShape | null {
  if (fence.kind === 'circle') {
    if (fence.lat === null || fence.lon === null || fence.radius === null) return null;
    return { kind: 'circle', id: `fence-${fence.id}`, center: { lat: fence.lat, lng: fence.lon }, radius: fence.radius, label: fence.name };
  }
  return fence.ring ? { kind: 'polygon', id: `fence-${fence.id}`, ring: fence.ring, label: fence.name } : null;
}

/** The fences that can be drawn, as shapes. */
export function fenceShapes(fences: readonly TrackingFence[]): MapShape[] {
  return fences.map(fenceShape).filter((shape): shape is MapShape => shape !== null);
}

/** A polygon's corners: its ring without the closing point GeoJSON repeats. */
export function fencePointCount(fence: TrackingFence): number {
  const ring = fence.ring ?? [];
  const first = ring[0];
  const last = ring[ring.length - 1];
  const closed = ring.length > 1 && first?.[0] === last?.[0] && first?.[1] === last?.[1];
  return closed ? ring.length - 1 : ring.length;
}
