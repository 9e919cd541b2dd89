import type { RiskLevel } from '../../core/risk-math';

/** Level of detail of the Natural Earth geometry: 1:110m (world views) or 1:50m (one country). */
export type MapDetail = 'low' | 'high';

/**
 * A clickable area (a country). world-atlas keys its features by ISO 3166-1 numeric code: an area matches the
 * feature of its `numericCode`, and by name only where one side has no code (see area-matching.ts).
 */
export interface MapArea {
  id: string | number;
  iso2?: string;
  iso3?: string;
  /** ISO 3166-1 numeric ('380' or 380); null or absent when unknown. */
  numericCode?: string | number | null;
  name: string;
  level?: RiskLevel;
  /** Any CSS colour; wins over the level's colour. */
  colour?: string;
}

/** One line of an area map's legend: a level and its name in the reader's language. */
export interface MapLegendEntry {
  level: RiskLevel;
  label: string;
}

/** A city or position on a map (spec part 1 §3: latitude/longitude or lat/lng, name, title, isCapital). */
export interface MapMarker {
  id?: string | number;
  lat?: number | string;
  lng?: number | string;
  latitude?: number | string;
  longitude?: number | string;
  name?: string;
  title?: string;
  isCapital?: boolean;
  /** Its colour by status (see MarkerTone); without it, the map's own marker colour. */
  tone?: MarkerTone;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * An area drawn on a marker map, under the markers: a circle (centre and radius in metres, drawn as a circle on the
 * sphere) or a polygon, a ring of [longitude, latitude] points as GeoJSON writes them (closed or not). A ring of two
 * points is drawn as a line: a polygon being drawn. `label` names it on the map and to assistive technology.
 */
export type MapShape =
  | { kind: 'circle'; id?: string | number; center: LatLng; radius: number; label?: string }
  | { kind: 'polygon'; id?: string | number; ring: readonly (readonly number[])[]; label?: string };

/** A latitude/longitude box: what a rectangle selection on a marker map covers, in degrees. */
export interface MapBounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** Google's map types offered by the toggle (part 2 §4: hybrid by default). */
export type MapType = 'hybrid' | 'roadmap' | 'satellite';

/** What draws a marker map: Google when its script really loaded, otherwise the offline vector map. */
export type MarkerMapEngine = 'google' | 'offline';

/** The marker's position, or null when it has none (such markers are not drawn). */
export function markerPosition(marker: MapMarker): LatLng | null {
  const lat = Number(marker.lat ?? marker.latitude);
  const lng = Number(marker.lng ?? marker.longitude);
  if (marker.lat === undefined && marker.latitude === undefined) return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return { lat, lng };
}

/** The text shown for a marker: its title, else its name. */
export function markerLabel(marker: MapMarker): string {
  return marker.title ?? marker.name ?? '';
}

/**
 * A marker's colour on maps whose markers have a status (the GPS screens' people): `fill` and `ink` (its outline,
 * and a cluster's count) are CSS colours. A cluster takes the tone of the highest `rank` it holds, so the most
 * urgent status still shows when the map is zoomed out.
 */
export interface MarkerTone {
  fill: string;
  ink: string;
  rank: number;
}
