import { geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import high from 'world-atlas/countries-50m.json';
import { countriesInView } from '../../../host/web/maps/countries-in-view';
import type { CountryFeature } from '../../../host/web/maps/load-geometry';
import { REGION_EXTENT, regionProjection, worldProjection } from '../../../host/web/maps/map-projection';

type Countries = Topology<{ countries: GeometryCollection<{ name: string }> }>;
const world = (feature(high as unknown as Countries, (high as unknown as Countries).objects.countries) as unknown as { features: CountryFeature[] })
  .features;
const named = (name: string): CountryFeature => world.find((country) => country.properties.name === name)!;
const names = (countries: readonly CountryFeature[]): string[] => countries.map((country) => country.properties.name);

describe('countries in a region view', () => {
  it("keeps a country's neighbours and leaves out the far side of the world", () => {
    const shown = names(countriesInView(world, regionProjection(named('Italy'))));
    expect(shown).toEqual(expect.arrayContaining(['Italy', 'France', 'Germany', 'Tunisia', 'Greece']));
    for (const far of ['Australia', 'Brazil', 'Japan', 'Mexico', 'South Africa']) expect(shown).not.toContain(far);
    // Russia is split at the antimeridian: its box is the whole width, it is never wrongly left out.
    expect(shown).toContain('Russia');
    expect(shown.length).toBeLessThan(world.length / 2);
  });

  it('sees across the antimeridian', () => {
    // An island just east of 180° seen from Tonga, just west of it: real countries there all cross the line.
    const island: CountryFeature = {
      type: 'Feature',
      id: '999',
      properties: { name: 'Test island' },
      geometry: { type: 'Polygon', coordinates: [[[178.5, -20], [179.5, -20], [179.5, -19], [178.5, -19], [178.5, -20]]] },
    };
    const shown = names(countriesInView([...world, island], regionProjection(named('Tonga'))));
    expect(shown).toEqual(expect.arrayContaining(['Tonga', 'Samoa', 'Fiji', 'Test island']));
    expect(shown).not.toContain('Italy');
    expect(names(countriesInView([island], regionProjection(named('Italy'))))).toEqual([]);
  });

  it('keeps every country in the world view', () => {
    expect(countriesInView(world, worldProjection())).toHaveLength(world.length);
  });

  it('clips the paths of a region map to its extent', () => {
    const path = geoPath(regionProjection(named('Italy')));
    const [[left, top], [right, bottom]] = REGION_EXTENT;
    const numbers = (path(named('Russia')) ?? '').match(/-?\d+(\.\d+)?/g)!.map(Number);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(Math.min(left, top) - 0.5);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(Math.max(right, bottom) + 0.5);
  });
});
