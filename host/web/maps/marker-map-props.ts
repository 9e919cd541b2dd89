import type { LatLng, MapMarker, MapType } from './map-types';

/** One set of props for every marker map, whichever engine draws it. */
export interface MarkerMapProps {
  markers: readonly MapMarker[];
  /** Default: the spec's centre (46.065, 23.44633). */
  center?: LatLng;
  /** Google's zoom level. Default 1; the map never goes below the minimum zoom 2. */
  zoom?: number;
  onMarkerClick?: (marker: MapMarker) => void;
  /** Google's map type at first (default hybrid); the user toggles it. The offline map has one look. */
  mapType?: MapType;
  /** Accessible name of the map (default 'Map'). */
  title?: string;
  className?: string;
}
