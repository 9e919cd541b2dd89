import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MapDetail } from './map-types';

/** One country of Natural Earth: `id` is the ISO 3166-1 numeric code ('380'), `properties.name` its name. */
export type CountryFeature = Feature<Geometry, { name: string }>;
export type WorldGeometry = FeatureCollection<Geometry, { name: string }>;

type CountriesTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

/*
 * Each file is a dynamic import so that Vite makes it a chunk of its own: no page or plugin chunk carries the
 * geometry (110m is about 108 KB, 50m about 756 KB) and the browser caches it like any hashed asset.
 */
const importers: Record<MapDetail, () => Promise<unknown>> = {
  low: () => import('world-atlas/countries-110m.json'),
  high: () => import('world-atlas/countries-50m.json'),
};

const cache = new Map<MapDetail, Promise<WorldGeometry>>();

/** The countries at `detail`, converted from TopoJSON once per page; a failed load is retried next time. */
export function loadWorldGeometry(detail: MapDetail): Promise<WorldGeometry> {
  let pending = cache.get(detail);
  if (!pending) {
    // topojson-client too is imported here, so binding the Maps service costs the session chunk nothing.
    pending = Promise.all([importers[detail](), import('topojson-client')]).then(([module, { feature }]) => {
      const topology = ((module as { default?: unknown }).default ?? module) as CountriesTopology;
      return feature(topology, topology.objects.countries) as WorldGeometry;
    });
    cache.set(detail, pending);
    pending.catch(() => cache.delete(detail));
  }
  return pending;
}
