import { useId, useState, type ReactElement } from 'react';
import { MarkerMap, useTranslation, type LatLng, type MapMarker, type MapShape } from '@vigil/web-sdk';
import type { GpsEmployee } from '../contract';
import { GPS_NS } from './gps-i18n';
import { displayName } from './list-order';
import { STATUS_TONES } from './status-badge';

/** Spec part 2 §9: the tracking list's map zoom. */
export const TRACKING_LIST_ZOOM = 5.611;

export interface GpsMapProps {
  markers: readonly MapMarker[];
  count: number;
  /** Where a hovered person is; the map pans there (its `center` prop moves the view). */
  center?: LatLng;
  /** The company's geofences. */
  shapes?: readonly MapShape[];
}

/** Each person's marker, kept while the person object is: a live update then makes new markers only for who moved. */
const markerOf = new WeakMap<GpsEmployee, MapMarker>();

/**
 * The map's markers of the people with a position, each in the colour of the person's status (spec part 2 §4:
 * Secure white, Unreachable low, Geofences medium, SOS high).
 */
export function peopleMarkers(people: readonly GpsEmployee[]): MapMarker[] {
  const markers: MapMarker[] = [];
  for (const person of people) {
    if (person.lat === null || person.lng === null) continue;
    let marker = markerOf.get(person);
    if (!marker) {
      marker = { id: person.id, lat: person.lat, lng: person.lng, name: displayName(person), tone: STATUS_TONES[person.status] };
      markerOf.set(person, marker);
    }
    markers.push(marker);
  }
  return markers;
}

/** The map panel of /Gps: a header with the count of people and the toggle that expands or collapses the map. */
export function GpsMap({ markers, count, center, shapes }: GpsMapProps): ReactElement {
  const { t } = useTranslation(GPS_NS);
  const [expanded, setExpanded] = useState(true);
  const mapId = useId();
  return (
    <section className="gps-map-panel" aria-label={t('list.map')}>
      <header className="gps-map-header">
        <h2>{t('list.count', { count })}</h2>
        <button type="button" aria-expanded={expanded} aria-controls={mapId} onClick={() => setExpanded((value) => !value)}>
          {expanded ? t('list.collapseMap') : t('list.expandMap')}
        </button>
      </header>
      <div id={mapId} className="gps-map" hidden={!expanded} data-center={center ? `${center.lat},${center.lng}` : ''}>
        {expanded ? <MarkerMap markers={markers} shapes={shapes} center={center} zoom={TRACKING_LIST_ZOOM} title={t('list.map')} /> : null}
      </div>
    </section>
  );
}
