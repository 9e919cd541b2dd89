import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Plugin } from 'vite';
import { pathOf, worldAreaView } from '../maps/map-projection';
import type { CountryFeature } from '../maps/load-geometry';
import { WORLD_PATH_PROPERTY } from '../maps/stored-world-path';

/** world-atlas's low-detail countries, the geometry of the /Gpa world map (either path separator). */
export const LOW_DETAIL_PATTERN = /[\\/]world-atlas[\\/]countries-110m\.json$/;

type CountriesTopology = Topology<{ countries: GeometryCollection<Record<string, unknown>> }>;

/**
 * The TopoJSON text with each country's path on the world area map stored in its properties, projected here by
 * the same code the browser would run (pathOf under worldAreaView's projection), so both draw the same map.
 */
export function withWorldAreaPaths(json: string): string {
  const topology = JSON.parse(json) as CountriesTopology;
  const countries = topology.objects.countries;
  const { projection } = worldAreaView();
  const { features } = feature(topology, countries);
  countries.geometries.forEach((geometry, index) => {
    geometry.properties = { ...geometry.properties, [WORLD_PATH_PROPERTY]: pathOf(features[index] as CountryFeature, projection) };
  });
  return JSON.stringify(topology);
}

/**
 * Projects the world area map at build time: the first render of /Gpa spent a fifth of its scripting projecting
 * and clipping Natural Earth's countries (d3-geo), the same every time. The JSON grows by the paths' text, which
 * the browser parses for a fraction of that cost. Region maps and the 1:50m geometry are projected as before.
 */
export function worldAreaPaths(): Plugin {
  return {
    name: 'vigil:world-area-paths',
    enforce: 'pre',
    transform(code, id) {
      return LOW_DETAIL_PATTERN.test(id.split('?', 1)[0] ?? id) ? { code: withWorldAreaPaths(code), map: null } : null;
    },
  };
}
