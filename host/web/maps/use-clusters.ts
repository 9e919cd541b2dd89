import { useMemo } from 'react';
import Supercluster from 'supercluster';
import { MAP_DEFAULTS } from './map-defaults';
import { markerPosition, type MapMarker } from './map-types';

export type ClusterItem =
  | { kind: 'cluster'; key: string; clusterId: number; count: number; lat: number; lng: number }
  | { kind: 'marker'; key: string; marker: MapMarker; lat: number; lng: number };

/** [west, south, east, north] in degrees. */
export type Bounds = [number, number, number, number];

export const WORLD_BOUNDS: Bounds = [-180, -85, 180, 85];

export interface ClusterIndex {
  /** Clusters and single markers inside `bounds` at a map zoom level (Google's levels). */
  itemsIn(bounds: Bounds, zoom: number): ClusterItem[];
  /** The zoom at which a cluster splits, capped at the spec's 20. */
  expansionZoom(clusterId: number): number;
}

/** A supercluster index of the markers, rebuilt only when the marker list changes. */
export function useClusterIndex(markers: readonly MapMarker[]): ClusterIndex {
  return useMemo(() => {
    const points: Array<Supercluster.PointFeature<{ index: number }>> = [];
    markers.forEach((marker, index) => {
      const position = markerPosition(marker);
      if (position) {
        points.push({
          type: 'Feature',
          properties: { index },
          geometry: { type: 'Point', coordinates: [position.lng, position.lat] },
        });
      }
    });
    const index = new Supercluster<{ index: number }>({ radius: 60, maxZoom: 16 });
    index.load(points);
    return {
      itemsIn(bounds, zoom) {
        return index.getClusters(bounds, Math.max(0, Math.round(zoom))).map((feature): ClusterItem => {
          const [lng, lat] = feature.geometry.coordinates as [number, number];
          const properties = feature.properties as Partial<Supercluster.ClusterProperties> & { index?: number };
          if (properties.cluster && properties.cluster_id !== undefined) {
            const { cluster_id: clusterId, point_count: count = 0 } = properties;
            return { kind: 'cluster', key: `cluster-${clusterId}`, clusterId, count, lat, lng };
          }
          const markerIndex = properties.index ?? 0;
          const marker = markers[markerIndex] as MapMarker;
          return { kind: 'marker', key: String(marker.id ?? `marker-${markerIndex}`), marker, lat, lng };
        });
      },
      expansionZoom(clusterId) {
        return Math.min(index.getClusterExpansionZoom(clusterId), MAP_DEFAULTS.maxClusterExpansionZoom);
      },
    };
  }, [markers]);
}
