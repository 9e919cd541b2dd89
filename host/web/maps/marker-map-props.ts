import type { LatLng, MapBounds, MapMarker, MapShape, MapType } from './map-types';

/** One set of props for every marker map, whichever engine draws it. */
export interface MarkerMapProps {
  markers: readonly MapMarker[];
  /** Default: the spec's centre (46.065, 23.44633). */
  center?: LatLng;
  /** Google's zoom level. Default 1; the map never goes below the minimum zoom 2. */
  zoom?: number;
  onMarkerClick?: (marker: MapMarker) => void;
  /** Areas drawn under the markers: circles and polygons (geofences), each with an optional label. */
  shapes?: readonly MapShape[];
  /**
   * Turns the map into a drawing surface: each click on it (not one that ends a drag) answers its position, so a
   * form can collect points.
   */
  onMapClick?: (point: LatLng) => void;
  /**
   * Offers the rectangle selection (spec part 2 §4): a 'Select area' toggle after which a drag draws a rectangle
   * instead of panning (on the offline map Shift+drag does it too, and 'Select the visible area' is the keyboard's
   * way); each finished rectangle answers its box. A drag shorter than a click's tolerance selects nothing.
   */
  onAreaSelect?: (bounds: MapBounds) => void;
  /** Google's map type at first (default hybrid); the user toggles it. The offline map has one look. */
  mapType?: MapType;
  /** Accessible name of the map (default 'Map'). */
  title?: string;
  /**
   * Shows the map again full screen while true, over the page (the full-screen view of AreaMap's 'Enlarge Map'): a
   * modal dialog named by `title`, which its Close button or Escape ends by calling `onFullscreenClose`. The page
   * offers the button that opens it.
   */
  fullscreen?: boolean;
  onFullscreenClose?: () => void;
  className?: string;
}
