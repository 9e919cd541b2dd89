import { geoPath, type GeoPath, type GeoPermissibleObjects, type GeoProjection } from 'd3-geo';
import { geoMiller } from 'd3-geo-projection';

/** Drawing size of every map: the SVG scales to its container through its viewBox, so no layout is measured. */
export const VIEW = { width: 960, height: 640, padding: 8 } as const;

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

/**
 * The world view, shared by every world map. Fitted to the sphere rather than to the countries: the same frame
 * (Natural Earth reaches both poles) for a fraction of the time, since fitting to the geometry walks all of it.
 */
export function worldProjection(): GeoProjection {
  world ??= fittedMiller({ type: 'Sphere' });
  return world;
}

const pathCache = new WeakMap<GeoProjection, { path: GeoPath; paths: WeakMap<object, string> }>();

/**
 * The SVG path of `object` under `projection`, computed once per object and projection: the world map shown
 * again (another page, the enlarged view) costs no projection work.
 */
export function pathOf(object: GeoPermissibleObjects, projection: GeoProjection): string {
  let cache = pathCache.get(projection);
  if (!cache) pathCache.set(projection, (cache = { path: geoPath(projection), paths: new WeakMap() }));
  let d = cache.paths.get(object);
  if (d === undefined) {
    d = cache.path(object) ?? '';
    cache.paths.set(object, d);
  }
  return d;
}
