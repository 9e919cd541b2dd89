import { geoPath, type GeoPath, type GeoPermissibleObjects, type GeoProjection } from 'd3-geo';
import { geoMiller } from 'd3-geo-projection';
import { storedWorldPath } from './stored-world-path';

/** Drawing size of a map: the SVG scales to its container through its viewBox, so no layout is measured. */
export interface ViewSize {
  width: number;
  height: number;
}

/** Drawing size of the region and marker maps. */
export const VIEW = { width: 960, height: 640, padding: 8 } as const;

/**
 * The latitudes the world area map shows: from the Arctic islands down to South Georgia and the South Sandwich
 * Islands. Fitted to the whole sphere, Miller's projection gave Antarctica a fifth of the map's height.
 */
export const WORLD_CROP = { north: 84, south: -60 } as const;

/** A Miller projection (spec part 1 §9) fitted to the view around `target` (the world or one country). */
export function fittedMiller(target: GeoPermissibleObjects): GeoProjection {
  const { width, height, padding } = VIEW;
  return geoMiller().fitExtent(
    [
      [padding, padding],
      [width - padding, height - padding],
    ],
    target,
  );
}

/**
 * What a region view draws: its frame and two more frames on every side, so that panning does not soon reach the
 * edge. Outside it, paths are clipped away: a neighbour as large as Russia would otherwise cost as much to draw
 * as the whole world.
 */
export const REGION_EXTENT: [[number, number], [number, number]] = [
  [-2 * VIEW.width, -2 * VIEW.height],
  [3 * VIEW.width, 3 * VIEW.height],
];

/** The projection of a region map: fitted to `target`, clipped to REGION_EXTENT. */
export function regionProjection(target: GeoPermissibleObjects): GeoProjection {
  return fittedMiller(target).clipExtent(REGION_EXTENT);
}

let world: GeoProjection | null = null;
let croppedWorld: { projection: GeoProjection; size: ViewSize } | null = null;

/**
 * The world area map's projection and drawing size: the whole width of the world across VIEW's width, and from
 * WORLD_CROP's north to its south, so the drawing is about twice as wide as high. Nothing south of the crop is
 * drawn (see outsideWorldCrop).
 */
export function worldAreaView(): { projection: GeoProjection; size: ViewSize } {
  if (!croppedWorld) {
    const { width, padding } = VIEW;
    const unit = geoMiller().scale(1).translate([0, 0]);
    const top = unit([0, WORLD_CROP.north])![1];
    const bottom = unit([0, WORLD_CROP.south])![1];
    const scale = (width - 2 * padding) / (2 * Math.PI);
    const height = Math.round((bottom - top) * scale + 2 * padding);
    const projection = geoMiller()
      .scale(scale)
      .translate([width / 2, padding - top * scale]);
    croppedWorld = { projection, size: { width, height } };
  }
  return croppedWorld;
}

/**
 * The world view, shared by every world map. Fitted to the sphere rather than to the countries: the same frame
 * (Natural Earth reaches both poles) for a fraction of the time, since fitting to the geometry walks all of it.
 */
export function worldProjection(): GeoProjection {
  world ??= fittedMiller({ type: 'Sphere' });
  return world;
}

/**
 * Decimals of the world area map's paths: a tenth of a unit is 0.04° on its 960-unit width, finer than the 1:110m
 * geometry it draws, and the paths (which the build stores, see stored-world-path.ts) are a quarter shorter than
 * at d3's default of three. Other maps keep the default: a region map of a small country is zoomed far in.
 */
const WORLD_PATH_DIGITS = 1;

function pathMaker(projection: GeoProjection): GeoPath {
  const path = geoPath(projection);
  return projection === croppedWorld?.projection ? path.digits(WORLD_PATH_DIGITS) : path;
}

const pathCache = new WeakMap<GeoProjection, { path: GeoPath; paths: WeakMap<object, string> }>();

/**
 * The SVG path of `object` under `projection`, computed once per object and projection: the world map shown
 * again (another page, the enlarged view) costs no projection work. On the world area map, the path the build
 * stored on the country is used: the first world map costs none either.
 */
export function pathOf(object: GeoPermissibleObjects, projection: GeoProjection): string {
  let cache = pathCache.get(projection);
  if (!cache) pathCache.set(projection, (cache = { path: pathMaker(projection), paths: new WeakMap() }));
  let d = cache.paths.get(object);
  if (d === undefined) {
    const stored = projection === croppedWorld?.projection ? storedWorldPath(object) : undefined;
    d = stored ?? cache.path(object) ?? '';
    cache.paths.set(object, d);
  }
  return d;
}
