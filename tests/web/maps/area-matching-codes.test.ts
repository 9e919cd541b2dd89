import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import low from 'world-atlas/countries-110m.json';
import high from 'world-atlas/countries-50m.json';
import { findFeature, matchAreas } from '../../../host/web/maps/area-matching';
import type { CountryFeature } from '../../../host/web/maps/load-geometry';
import type { MapArea } from '../../../host/web/maps/map-types';

type Countries = Topology<{ countries: GeometryCollection<{ name: string }> }>;
const featuresOf = (topology: unknown): CountryFeature[] =>
  (feature(topology as Countries, (topology as Countries).objects.countries) as unknown as { features: CountryFeature[] }).features;
const world = featuresOf(low);
const detailed = featuresOf(high);

function matchedNames(areas: MapArea[], features = world): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [country, area] of matchAreas(features, areas)) (result[area.name] ??= []).push(country.properties.name);
  return result;
}

describe('area matching by ISO 3166-1 numeric code', () => {
  it('matches the names Natural Earth spells otherwise through their codes', () => {
    const areas: MapArea[] = [
      { id: 'TR', name: 'Türkiye', numericCode: '792' },
      { id: 'CI', name: 'Ivory Coast', numericCode: '384' },
      { id: 'TL', name: 'East Timor', numericCode: '626' },
      { id: 'TF', name: 'French Southern Territories', numericCode: 260 },
    ];
    expect(matchedNames(areas)).toEqual({
      Türkiye: ['Turkey'],
      'Ivory Coast': ["Côte d'Ivoire"],
      'East Timor': ['Timor-Leste'],
      'French Southern Territories': ['Fr. S. Antarctic Lands'],
    });
  });

  it('never pairs by name a feature with a code and an area with another code', () => {
    // 'Congo' is the Republic's name in Natural Earth; an area named so but coded as the Democratic Republic
    // (180) goes to the Democratic Republic only.
    expect(matchedNames([{ id: 'CD', name: 'Congo', numericCode: '180' }])).toEqual({ Congo: ['Dem. Rep. Congo'] });
    // A code no feature has leaves the area unmatched rather than matched by its name.
    expect(matchedNames([{ id: 'x', name: 'Italy', numericCode: '999' }])).toEqual({});
  });

  it('matches a feature without a code (Kosovo) by name, whether or not the area has a code', () => {
    expect(matchedNames([{ id: 'XK', name: 'Kosovo', numericCode: null }])).toEqual({ Kosovo: ['Kosovo'] });
    expect(matchedNames([{ id: 'XK', name: 'Kosovo', numericCode: '983' }])).toEqual({ Kosovo: ['Kosovo'] });
  });

  it("finds a region's own feature where several share its code", () => {
    const australia: MapArea = { id: 'AU', name: 'Australia', numericCode: '036' };
    expect(matchedNames([australia], detailed)).toEqual({ Australia: ['Australia', 'Ashmore and Cartier Is.'] });
    expect(findFeature(detailed, australia)?.properties.name).toBe('Australia');
    const ashmoreFirst = [...detailed].sort((a) => (a.properties.name === 'Ashmore and Cartier Is.' ? -1 : 0));
    expect(findFeature(ashmoreFirst, australia)?.properties.name).toBe('Australia');
  });
});
