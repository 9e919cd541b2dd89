/** The public face of the maps for plugins (re-exported by host/web/plugin-sdk.ts): light, no map code. */
export { AreaMap, MarkerMap } from './lazy-maps';
export type { AreaMapProps } from './area-map';
export type { MarkerMapProps } from './marker-map-props';
export type { MapsService } from './maps-service';
export type { WorldGeometry, CountryFeature } from './load-geometry';
export { MAP_DEFAULTS, LEVEL_COLOURS } from './map-defaults';
export { markerLabel, markerPosition } from './map-types';
export type { LatLng, MapArea, MapBounds, MapDetail, MapLegendEntry, MapMarker, MapType, MarkerMapEngine } from './map-types';
export type { MapShape } from './map-types';
