import { useId, useState, type ReactElement } from 'react';
import { MarkerMap, useTranslation, type LatLng, type MapMarker } from '@vigil/web-sdk';
import { GPS_NS } from './gps-i18n';

/** Spec part 2 §9: the tracking list's map zoom. */
export const TRACKING_LIST_ZOOM = 5.611;

export interface GpsMapProps {
  markers: readonly MapMarker[];
  count: number;
  /** Where a hovered person is; the map pans there (its `center` prop moves the view). */
  center?: LatLng;
}

/** The map panel of /Gps: a header with the count of people and the toggle that expands or collapses the map. */
export function GpsMap({ markers, count, center }: GpsMapProps): ReactElement {
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
        {expanded ? <MarkerMap markers={markers} center={center} zoom={TRACKING_LIST_ZOOM} title={t('list.map')} /> : null}
      </div>
    </section>
  );
}
