import { lazy, Suspense, type ReactElement } from 'react';
import type { AreaMapProps } from './area-map';
import type { MarkerMapProps } from './marker-map-props';
import { WORLD_ASPECT } from './world-aspect';

/*
 * What plugins get from the plugin SDK: the maps code (d3, supercluster, the maps' texts and styles) is a chunk
 * of its own, fetched when a page first draws a map, so no plugin chunk and no page without a map carries it.
 */
const LazyAreaMap = /* @__PURE__ */ lazy(() => import('./area-map').then((module) => ({ default: module.AreaMap })));
const LazyMarkerMap = /* @__PURE__ */ lazy(() =>
  import('./marker-map').then((module) => ({ default: module.MarkerMap })),
);

// An empty box of the map's size while its code arrives, so the page does not jump.
const placeholder = <div className="map map-pending" aria-busy="true" style={{ aspectRatio: '3 / 2' }} />;
/** The world area map's box: its crop is about twice as wide as high (map-projection.ts, WORLD_CROP). */
const worldPlaceholder = <div className="map map-pending" aria-busy="true" style={{ aspectRatio: WORLD_ASPECT }} />;

/** The area map (see area-map.tsx), loaded on first use. */
export function AreaMap(props: AreaMapProps): ReactElement {
  return (
    <Suspense fallback={props.region ? placeholder : worldPlaceholder}>
      <LazyAreaMap {...props} />
    </Suspense>
  );
}

/** The marker map (see marker-map.tsx), loaded on first use. */
export function MarkerMap(props: MarkerMapProps): ReactElement {
  return (
    <Suspense fallback={placeholder}>
      <LazyMarkerMap {...props} />
    </Suspense>
  );
}
