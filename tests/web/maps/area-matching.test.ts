import { countries } from 'countries-list';
import topology from 'world-atlas/countries-110m.json';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { matchAreas, nameKey } from '../../../host/web/maps/area-matching';
import type { CountryFeature } from '../../../host/web/maps/load-geometry';
import type { MapArea } from '../../../host/web/maps/map-types';

const world = topology as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const features = (feature(world, world.objects.countries) as unknown as { features: CountryFeature[] }).features;

describe('area matching', () => {
  it("expands Natural Earth's abbreviations and ignores case, accents and word order", () => {
    expect(nameKey('Dem. Rep. Congo')).toBe(nameKey('Democratic Republic of the Congo'));
    expect(nameKey('Bosnia and Herz.')).toBe(nameKey('Bosnia & Herzegovina'));
    expect(nameKey('Central African Rep.')).toBe(nameKey('central african republic'));
    expect(nameKey("Côte d'Ivoire")).toBe(nameKey('Cote d Ivoire'));
    expect(nameKey('Solomon Is.')).toBe(nameKey('Solomon Islands'));
  });

  it('prefers the numeric code when an area has one', () => {
    const area: MapArea = { id: 'x', name: 'Not a real name', numericCode: 380 };
    const matched = matchAreas(features, [area]);
    expect([...matched.keys()].map((country) => country.properties.name)).toEqual(['Italy']);
  });

  it('matches most countries of the seed data (countries-list) by name alone', () => {
    const areas: MapArea[] = Object.entries(countries).map(([iso2, country]) => ({ id: iso2, iso2, name: country.name }));
    const matched = matchAreas(features, areas);
    const missing = features.filter((country) => !matched.has(country)).map((country) => country.properties.name);
    // Reported so that the server can send numericCode for these if screens need them.
    process.stdout.write(`unmatched by name (${missing.length}/${features.length}): ${missing.join(', ')}\n`);
    expect(matched.size / features.length).toBeGreaterThan(0.85);
  });
});

describe('area matching of one region', () => {
  it('leaves an ambiguous short name unmatched rather than matching the wrong country', () => {
    const republic: MapArea = { id: 'CG', name: 'Republic of the Congo' };
    // Both 'Congo' and 'Dem. Rep. Congo' contain its words: no guess.
    expect(matchAreas(features, [republic]).size).toBe(0);
    const withCode: MapArea = { ...republic, numericCode: '178' };
    expect([...matchAreas(features, [withCode]).keys()].map((country) => country.properties.name)).toEqual(['Congo']);
    expect([...matchAreas(features, [{ id: 'US', name: 'United States' }]).keys()].map((c) => c.properties.name)).toEqual([
      'United States of America',
    ]);
  });
});
