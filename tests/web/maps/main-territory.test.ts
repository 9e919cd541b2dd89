import { geoBounds, type GeoProjection } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import high from 'world-atlas/countries-50m.json';
import low from 'world-atlas/countries-110m.json';
import type { CountryFeature } from '../../../host/web/maps/load-geometry';
import { mainTerritory } from '../../../host/web/maps/main-territory';
import { regionProjection, VIEW, WORLD_CROP, worldAreaView } from '../../../host/web/maps/map-projection';
import { WORLD_ASPECT } from '../../../host/web/maps/world-aspect';

type Countries = Topology<{ countries: GeometryCollection<{ name: string }> }>;
const features = (atlas: unknown): CountryFeature[] =>
  (feature(atlas as Countries, (atlas as Countries).objects.countries) as unknown as { features: CountryFeature[] }).features;
const world = features(high);
const named = (name: string): CountryFeature => world.find((country) => country.properties.name === name)!;

/** The longitude and latitude at the middle of a country map's view (area-map.tsx fits it to the main territory). */
function viewCentre(name: string): [number, number] {
  return regionProjection(mainTerritory(named(name))).invert!([VIEW.width / 2, VIEW.height / 2])!;
}

/** Whether a lon/lat point shows inside a country map's view. */
function inView(name: string, point: [number, number]): boolean {
  const [x, y] = regionProjection(mainTerritory(named(name)))(point)!;
  return x >= 0 && x <= VIEW.width && y >= 0 && y <= VIEW.height;
}

describe("a country's map is centred on its main territory", () => {
  it('centres France on metropolitan France, not between Paris and French Guiana', () => {
    const [lon, lat] = viewCentre('France');
    expect(lon).toBeGreaterThan(-5);
    expect(lon).toBeLessThan(8);
    expect(lat).toBeGreaterThan(42);
    expect(lat).toBeLessThan(51);
    // Metropolitan France fills the map; fitted to the whole outline (overseas departments included) it was a speck.
    const share = (projection: GeoProjection): number =>
      Math.abs(projection([8.2, 46])![0] - projection([-4.8, 46])![0]) / VIEW.width;
    expect(share(regionProjection(mainTerritory(named('France'))))).toBeGreaterThan(0.4);
    expect(share(regionProjection(named('France')))).toBeLessThan(0.15);
    // Corsica goes with it; French Guiana does not.
    expect(inView('France', [9.1, 42.1])).toBe(true);
    expect(inView('France', [-53, 4])).toBe(false);
  });

  it('keeps the islands that go with the largest part: Sicily and Sardinia with Italy, Hokkaido with Japan', () => {
    expect(inView('Italy', [14.0, 37.0])).toBe(true);
    expect(inView('Italy', [9.0, 39.2])).toBe(true);
    expect(inView('Japan', [142.8, 43.4])).toBe(true);
    // Indonesia's large islands are each a quarter of Borneo's part or more: Sumatra and Papua are in view.
    expect(inView('Indonesia', [101.5, -0.5])).toBe(true);
    expect(inView('Indonesia', [138.5, -4.5])).toBe(true);
  });

  it('centres Portugal on the mainland and the United States on the lower 48', () => {
    const [portugalLon] = viewCentre('Portugal');
    expect(portugalLon).toBeGreaterThan(-10);
    expect(portugalLon).toBeLessThan(-6);
    expect(inView('Portugal', [-25.7, 37.8])).toBe(false);
    const [usLon, usLat] = viewCentre('United States of America');
    expect(usLon).toBeGreaterThan(-110);
    expect(usLon).toBeLessThan(-85);
    expect(usLat).toBeGreaterThan(30);
    expect(usLat).toBeLessThan(45);
  });

  it('leaves a country of one polygon as it is', () => {
    expect(mainTerritory(named('Switzerland'))).toBe(named('Switzerland'));
  });
});

describe('the world area map', () => {
  it('is cropped so that Antarctica does not take the bottom of the map', () => {
    const { projection, size } = worldAreaView();
    expect(`${size.width} / ${size.height}`).toBe(WORLD_ASPECT);
    expect(size.width / size.height).toBeGreaterThan(1.8);
    // The crop's edges are the drawing's edges, within its padding.
    expect(projection([0, WORLD_CROP.north])![1]).toBeCloseTo(VIEW.padding, 0);
    expect(projection([0, WORLD_CROP.south])![1]).toBeCloseTo(size.height - VIEW.padding, 0);
    // Tierra del Fuego and South Georgia are on the map; Antarctica's northernmost tip is below it.
    expect(projection([-68, -55])![1]).toBeLessThan(size.height);
    const antarctica = features(low).find((country) => country.properties.name === 'Antarctica')!;
    const [[, south], [, north]] = geoBounds(antarctica);
    expect(south).toBeLessThan(-80);
    expect(projection([0, north])![1]).toBeGreaterThan(size.height);
  });
});
