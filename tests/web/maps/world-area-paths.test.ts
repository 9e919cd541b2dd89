import { readFileSync } from 'node:fs';
import { geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { LOW_DETAIL_PATTERN, withWorldAreaPaths, worldAreaPaths } from '../../../host/web/build/world-area-paths';
import type { CountryFeature } from '../../../host/web/maps/load-geometry';
import { pathOf, worldAreaView, worldProjection } from '../../../host/web/maps/map-projection';
import { storedWorldPath, WORLD_PATH_PROPERTY } from '../../../host/web/maps/stored-world-path';

type Countries = Topology<{ countries: GeometryCollection<Record<string, unknown>> }>;
const lowDetailFile = require.resolve('world-atlas/countries-110m.json');
const original = readFileSync(lowDetailFile, 'utf8');
const featuresOf = (json: string): CountryFeature[] => {
  const topology = JSON.parse(json) as Countries;
  return feature(topology, topology.objects.countries).features as unknown as CountryFeature[];
};

describe('the world area map projected at build time', () => {
  const stored = featuresOf(withWorldAreaPaths(original));
  const fresh = featuresOf(original);

  it('stores on every country the path the browser would draw for it on the world area map', () => {
    expect(stored).toHaveLength(fresh.length);
    const italy = stored.findIndex((country) => country.properties.name === 'Italy');
    expect(storedWorldPath(stored[italy]!)).toMatch(/^M\d+(\.\d)?,\d+(\.\d)?L/);
    stored.forEach((country, index) => {
      expect([country.id, country.properties.name]).toEqual([fresh[index]!.id, fresh[index]!.properties.name]);
      expect(storedWorldPath(country)).toBe(pathOf(fresh[index]!, worldAreaView().projection));
    });
  });

  it('draws from the stored path on the world area map only, and projects on any other map', () => {
    const italy = stored.find((country) => country.properties.name === 'Italy')!;
    const marked = { ...italy, properties: { ...italy.properties, [WORLD_PATH_PROPERTY]: 'M1,1Z' } };
    expect(pathOf(marked, worldAreaView().projection)).toBe('M1,1Z');
    expect(pathOf(marked, worldProjection())).toBe(geoPath(worldProjection())(italy));
  });

  it('transforms world-atlas low-detail geometry and nothing else', () => {
    const transform = worldAreaPaths().transform as unknown as (code: string, id: string) => { code: string } | null;
    expect(LOW_DETAIL_PATTERN.test(lowDetailFile)).toBe(true);
    expect(featuresOf(transform(original, lowDetailFile)!.code).every((country) => storedWorldPath(country) !== undefined)).toBe(true);
    expect(transform('{}', require.resolve('world-atlas/countries-50m.json'))).toBeNull();
    expect(transform('{}', '/repo/host/web/maps/area-map.tsx')).toBeNull();
  });
});
