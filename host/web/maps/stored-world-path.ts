import type { GeoPermissibleObjects } from 'd3-geo';

/**
 * The property under which the web build stores each low-detail country's path on the world area map
 * (host/web/build/world-area-paths.ts): /Gpa then draws the world without projecting it in the browser.
 */
export const WORLD_PATH_PROPERTY = 'worldAreaPath';

/** The world area map's path the build stored on `object`, if any. */
export function storedWorldPath(object: GeoPermissibleObjects): string | undefined {
  const path = (object as { properties?: Record<string, unknown> | null }).properties?.[WORLD_PATH_PROPERTY];
  return typeof path === 'string' ? path : undefined;
}
