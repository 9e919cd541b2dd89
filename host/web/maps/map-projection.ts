import { geoPath, type GeoPermissibleObjects, type GeoProjection } from 'd3-geo';
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

let world: GeoProjection | null = null;

/**
 * The world view, shared by every world map. Fitted to the sphere rather than to the countries: the same frame
 * (Natural Earth reaches both poles) for a fraction of the time, since fitting to the geometry walks all of it.
 */
export function worldProjection(): GeoProjection {
  world ??= fittedMiller({ type: 'Sphere' });
  return world;
}

const pathCache = new WeakMap<GeoProjection, WeakMap<readonly object[], string[]>>();

/**
 * The SVG path of each object under `projection`, computed once per geometry and projection: the world map
 * shown again (another page, the enlarged view) costs no projection work.
 */
export function pathsOf<T extends GeoPermissibleObjects>(objects: readonly T[], projection: GeoProjection): string[] {
  let byObjects = pathCache.get(projection);
  if (!byObjects) pathCache.set(projection, (byObjects = new WeakMap()));
  let paths = byObjects.get(objects);
  if (!paths) {
    const path = geoPath(projection);
    paths = objects.map((object) => path(object) ?? '');
    byObjects.set(objects, paths);
  }
  return paths;
}
