import { useEffect, useMemo, useReducer, useRef } from 'react';
import Supercluster from 'supercluster';
import { MAP_DEFAULTS } from './map-defaults';
import { markerPosition, type MapMarker, type MarkerTone } from './map-types';

export type ClusterItem =
  | { kind: 'cluster'; key: string; clusterId: number; count: number; lat: number; lng: number; tone?: MarkerTone }
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

/**
 * The shortest time between two rebuilds of the index. Loading 10,000 points takes tens of milliseconds: live
 * positions arriving every frame would otherwise rebuild it every frame. In between, single markers are drawn where
 * their marker now is, and clusters (counts, tones) are at most this old.
 */
export const REBUILD_MS = 400;

/** Point properties: the marker's place in the list it was built from, and its tone's rank (aggregated: the highest and where it is). */
interface PointProperties {
  index: number;
  rank: number;
}

interface Built {
  markers: readonly MapMarker[];
  index: Supercluster<PointProperties, PointProperties>;
  at: number;
  /** The rebuild timer's count when built: a later one is due whatever the clock says. */
  tick: number;
}

function build(markers: readonly MapMarker[], tick: number): Built {
  const points: Array<Supercluster.PointFeature<PointProperties>> = [];
  markers.forEach((marker, index) => {
    const position = markerPosition(marker);
    if (position) {
      points.push({
        type: 'Feature',
        properties: { index, rank: marker.tone?.rank ?? Number.NEGATIVE_INFINITY },
        geometry: { type: 'Point', coordinates: [position.lng, position.lat] },
      });
    }
  });
  const index = new Supercluster<PointProperties, PointProperties>({
    radius: 60,
    maxZoom: 16,
    // Each cluster keeps the most urgent of its markers, so it can wear that marker's tone.
    map: (properties) => ({ index: properties.index, rank: properties.rank }),
    reduce: (into, properties) => {
      if (properties.rank > into.rank) {
        into.rank = properties.rank;
        into.index = properties.index;
      }
    },
  });
  index.load(points);
  return { markers, index, at: performance.now(), tick };
}

const keyOf = (marker: MapMarker, index: number): string => String(marker.id ?? `marker-${index}`);

/**
 * A supercluster index of the markers. A new marker list rebuilds it at once when the last build is older than
 * REBUILD_MS, otherwise once that time is up; until then a single marker is drawn as the newest list has it (by
 * id), and one the newest list no longer holds is not drawn.
 */
export function useClusterIndex(markers: readonly MapMarker[]): ClusterIndex {
  const built = useRef<Built | null>(null);
  const [tick, rebuild] = useReducer((count: number) => count + 1, 0);
  const last = built.current;
  if (!last || (last.markers !== markers && (last.tick !== tick || performance.now() - last.at >= REBUILD_MS))) built.current = build(markers, tick);
  const current = built.current as Built;
  const stale = current.markers !== markers;

  useEffect(() => {
    if (!stale) return undefined;
    const timer = setTimeout(rebuild, Math.max(0, current.at + REBUILD_MS - performance.now()));
    return () => clearTimeout(timer);
  }, [stale, current, markers]);

  return useMemo(() => {
    const { index } = current;
    // Only while the index is older than the list: the newest marker of each key, made when first needed.
    let newest: Map<string, MapMarker> | null = null;
    const now = (marker: MapMarker, at: number): MapMarker | undefined => {
      if (!stale) return marker;
      if (!newest) {
        newest = new Map();
        markers.forEach((each, position) => newest?.set(keyOf(each, position), each));
      }
      return newest.get(keyOf(marker, at));
    };
    return {
      itemsIn(bounds, zoom) {
        const items: ClusterItem[] = [];
        for (const feature of index.getClusters(bounds, Math.max(0, Math.round(zoom)))) {
          const [lng, lat] = feature.geometry.coordinates as [number, number];
          const properties = feature.properties as Partial<Supercluster.ClusterProperties> & PointProperties;
          if (properties.cluster && properties.cluster_id !== undefined) {
            const { cluster_id: clusterId, point_count: count = 0 } = properties;
            const tone = current.markers[properties.index]?.tone;
            items.push({ kind: 'cluster', key: `cluster-${clusterId}`, clusterId, count, lat, lng, ...(tone ? { tone } : {}) });
            continue;
          }
          const built = current.markers[properties.index] as MapMarker;
          const marker = now(built, properties.index);
          const position = marker && markerPosition(marker);
          if (marker && position) items.push({ kind: 'marker', key: keyOf(built, properties.index), marker, ...position });
        }
        return items;
      },
      expansionZoom(clusterId) {
        return Math.min(index.getClusterExpansionZoom(clusterId), MAP_DEFAULTS.maxClusterExpansionZoom);
      },
    };
  }, [current, stale, markers]);
}
