import { geoGraticule10, geoPath, type GeoProjection } from 'd3-geo';
import { geoMiller } from 'd3-geo-projection';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import topology from 'world-atlas/countries-50m.json';
import type { RiskLevel } from '@vigil/core';
import { PdfCanvas, writePdf } from '@vigil/server-sdk';
import { DEMO_LABEL, LEGEND_BANDS, RISK_LEVEL_COLOURS } from '../contract';

/** One country as the map colours it. */
export interface WorldMapCountry {
  name: string;
  /** ISO 3166-1 numeric, the key of Natural Earth's features; null when the country has none. */
  numericCode: string | null;
  level: RiskLevel;
}

export interface WorldMapPdfOptions {
  created: Date;
  /** The ratings are generated demo content: the page says so. */
  demo: boolean;
}

export const WORLD_MAP_PDF_TITLE = 'World risk map';
const NO_RATING = 'No rating';
const SOURCE = 'Country outlines: Natural Earth 1:50m (public domain), Miller projection, 84\u00b0N to 60\u00b0S. Vigil.';

// A4 landscape, in points.
const PAGE = { width: 842, height: 595, margin: 36 } as const;
const MAP_FRAME = { top: 84, bottom: 520 } as const;
const COLOURS = { ocean: '#eaf2f8', land: '#d5d9de', border: '#ffffff', graticule: '#d3e0ea', text: '#1a1a1a', muted: '#555555' };

/**
 * The latitudes the map shows, as the web's world map does (host/web/maps/map-projection.ts, WORLD_CROP): from the
 * Arctic islands down to South Georgia. Fitted to the whole sphere, Antarctica took a fifth of the map's height.
 */
export const WORLD_MAP_CROP = { north: 84, south: -60 } as const;

type CountryFeature = Feature<Geometry, { name: string }>;
const world = topology as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;

function nameKey(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * The level of each feature: by numeric code, and by exact name for the few features Natural Earth gives no
 * code (Kosovo). N. Cyprus and Somaliland have no code and no country of that name: they stay unrated.
 */
function levelsOf(features: readonly CountryFeature[], countries: readonly WorldMapCountry[]): Array<RiskLevel | undefined> {
  const byCode = new Map(countries.filter((country) => country.numericCode).map((country) => [country.numericCode, country.level]));
  const byName = new Map(countries.map((country) => [nameKey(country.name), country.level]));
  return features.map((country) =>
    country.id !== undefined ? byCode.get(String(country.id).padStart(3, '0')) : byName.get(nameKey(country.properties.name)),
  );
}

/** The northernmost latitude of a country's outline: Antarctica lies wholly south of the crop. */
function northOf(country: CountryFeature): number {
  const { geometry } = country;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
  let north = -90;
  for (const polygon of polygons) for (const ring of polygon) for (const [, lat = -90] of ring) if (lat > north) north = lat;
  return north;
}

/**
 * Miller's projection of the whole width of the world and WORLD_MAP_CROP's latitudes, as large as fits the map
 * frame and centred in it, clipped to that rectangle (the graticule stops at the crop). Returns the rectangle too.
 */
function croppedProjection(): { projection: GeoProjection; box: { x: number; y: number; width: number; height: number } } {
  const unit = geoMiller().scale(1).translate([0, 0]);
  const top = unit([0, WORLD_MAP_CROP.north])![1];
  const bottom = unit([0, WORLD_MAP_CROP.south])![1];
  const frame = { width: PAGE.width - 2 * PAGE.margin, height: MAP_FRAME.bottom - MAP_FRAME.top };
  const scale = Math.min(frame.width / (2 * Math.PI), frame.height / (bottom - top));
  const width = 2 * Math.PI * scale;
  const height = (bottom - top) * scale;
  const box = { x: PAGE.margin + (frame.width - width) / 2, y: MAP_FRAME.top + (frame.height - height) / 2, width, height };
  const projection = geoMiller()
    .scale(scale)
    .translate([box.x + width / 2, box.y - top * scale])
    .clipExtent([
      [box.x, box.y],
      [box.x + width, box.y + height],
    ]);
  return { projection, box };
}

function drawLegend(canvas: PdfCanvas, y: number): void {
  const swatch = 11;
  let x = PAGE.margin;
  canvas.fillColour(COLOURS.text).text(x, y + 9, 9, 'bold', 'Risk value legend (security evaluation out of 10):');
  x += 228;
  const entries = [
    ...LEGEND_BANDS.map((band) => ({ colour: RISK_LEVEL_COLOURS[band.level].background, label: `${band.label} ${band.from}\u2013${band.to}` })),
    { colour: COLOURS.land, label: NO_RATING },
  ];
  for (const entry of entries) {
    canvas.fillColour(entry.colour).strokeColour('#9e9e9e').lineWidth(0.5).rect(x, y, swatch, swatch).fillAndStroke();
    canvas.fillColour(COLOURS.text).text(x + swatch + 5, y + 9, 9, 'regular', entry.label);
    x += 100;
  }
}

/**
 * The world map as a one-page PDF: every country's outline on a Miller projection cropped to 84°N–60°S (no
 * Antarctica), filled with the colour of its risk level, under a title and above the legend. Vector paths, so it
 * prints sharp at any size.
 */
export function renderWorldMapPdf(countries: readonly WorldMapCountry[], options: WorldMapPdfOptions): Buffer {
  const canvas = new PdfCanvas(PAGE.width, PAGE.height);
  const features = (feature(world, world.objects.countries) as unknown as { features: CountryFeature[] }).features.filter(
    (country) => northOf(country) > WORLD_MAP_CROP.south,
  );
  const levels = levelsOf(features, countries);

  canvas.fillColour(COLOURS.text).text(PAGE.margin, PAGE.margin + 18, 20, 'bold', WORLD_MAP_PDF_TITLE);
  const subtitle = `Countries coloured by the band of their security evaluation. Generated ${options.created.toISOString().slice(0, 10)}.`;
  canvas.fillColour(COLOURS.muted).text(PAGE.margin, PAGE.margin + 36, 10, 'regular', options.demo ? `${subtitle} ${DEMO_LABEL}` : subtitle);

  const { projection, box } = croppedProjection();
  const path = geoPath(projection, canvas);
  canvas.fillColour(COLOURS.ocean).strokeColour('#9fb3c8').lineWidth(0.6).rect(box.x, box.y, box.width, box.height).fillAndStroke();
  canvas.strokeColour(COLOURS.graticule).lineWidth(0.3);
  path(geoGraticule10());
  canvas.stroke();

  canvas.strokeColour(COLOURS.border).lineWidth(0.25);
  features.forEach((country, index) => {
    const level = levels[index];
    canvas.fillColour(level ? RISK_LEVEL_COLOURS[level].background : COLOURS.land);
    path(country);
    canvas.fillAndStroke();
  });

  drawLegend(canvas, MAP_FRAME.bottom + 16);
  canvas.fillColour(COLOURS.muted).text(PAGE.margin, PAGE.height - PAGE.margin + 6, 7, 'regular', SOURCE);
  return writePdf(canvas, { title: WORLD_MAP_PDF_TITLE, created: options.created });
}
