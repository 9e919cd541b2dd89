import { useEffect, useRef } from 'react';
import type { MapBounds } from './map-types';

/** A google.maps.LatLng, as the map's mouse events carry it. */
interface GoogleLatLng {
  lat(): number;
  lng(): number;
}

/** The parts of the Maps API the selection uses: the map's mouse events and google.maps.Rectangle. */
export interface GoogleAreaApi {
  map: {
    addListener(event: 'mousedown' | 'mousemove' | 'mouseup', handler: (event: { latLng?: GoogleLatLng | null }) => void): { remove(): void };
  };
  maps: {
    Rectangle: new (options: object) => { setBounds(bounds: MapBounds): void; setMap(map: unknown): void };
  };
}

const RECTANGLE_STYLE = { strokeColor: '#0b3a5b', strokeWeight: 2, fillColor: '#0b3a5b', fillOpacity: 0.15, clickable: false };

function boxOf(a: GoogleLatLng, b: GoogleLatLng): MapBounds {
  return {
    north: Math.max(a.lat(), b.lat()),
    south: Math.min(a.lat(), b.lat()),
    west: Math.min(a.lng(), b.lng()),
    east: Math.max(a.lng(), b.lng()),
  };
}

/**
 * The rectangle selection on Google Maps: while `active` (the map is then not draggable), a press, a drag and a
 * release draw a rectangle overlay and answer its box. A press released where it started is a click, left to the
 * map. Answers whether the click Google fires after a selecting drag must be ignored (it would clear the selection).
 */
export function useGoogleAreaSelect(api: GoogleAreaApi | null, active: boolean, onAreaSelect: ((bounds: MapBounds) => void) | undefined): () => boolean {
  const swallowClick = useRef(false);
  const answer = useRef(onAreaSelect);
  answer.current = onAreaSelect;

  useEffect(() => {
    if (!api || !active || !answer.current) return undefined;
    let start: GoogleLatLng | null = null;
    let rectangle: { setBounds(bounds: MapBounds): void; setMap(map: unknown): void } | null = null;
    const drop = (): void => {
      rectangle?.setMap(null);
      rectangle = null;
      start = null;
    };
    const listeners = [
      api.map.addListener('mousedown', ({ latLng }) => {
        swallowClick.current = false;
        if (!latLng) return;
        start = latLng;
        rectangle = new api.maps.Rectangle({ ...RECTANGLE_STYLE, map: api.map, bounds: boxOf(latLng, latLng) });
      }),
      api.map.addListener('mousemove', ({ latLng }) => {
        if (start && latLng) rectangle?.setBounds(boxOf(start, latLng));
      }),
      api.map.addListener('mouseup', ({ latLng }) => {
        const from = start;
        drop();
        if (!from || !latLng || (from.lat() === latLng.lat() && from.lng() === latLng.lng())) return;
        swallowClick.current = true;
        answer.current?.(boxOf(from, latLng));
      }),
    ];
    return () => {
      listeners.forEach((listener) => listener.remove());
      drop();
    };
  }, [api, active]);

  return () => {
    const swallow = swallowClick.current;
    swallowClick.current = false;
    return swallow;
  };
}
