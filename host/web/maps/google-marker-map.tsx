import { useEffect, useState, type ReactElement } from 'react';
import GoogleMapReact from 'google-map-react';
import { useTranslation } from '../i18n';
import { MAPS_NAMESPACE } from './i18n/maps-namespace';
import { MAP_DEFAULTS } from './map-defaults';
import { markerLabel, type MapType } from './map-types';
import type { MarkerMapProps } from './marker-map-props';
import { MapTypeToggle } from './map-type-toggle';
import { useClusterIndex, WORLD_BOUNDS, type Bounds } from './use-clusters';
import './maps.css';

interface GoogleMaps {
  maps: unknown;
}

// google-map-react positions its children by these props.
function Pin({ children }: { lat: number; lng: number; children: ReactElement }): ReactElement {
  return children;
}

/**
 * The marker map on Google Maps, used only once the script has really loaded (google-maps-loader.ts): the
 * loader below hands google-map-react the API already on the page instead of loading it a second time.
 */
export default function GoogleMarkerMap({
  markers,
  center = MAP_DEFAULTS.center,
  zoom = MAP_DEFAULTS.zoom,
  onMarkerClick,
  mapType = 'hybrid',
  title,
  className,
}: MarkerMapProps): ReactElement {
  const { t } = useTranslation(MAPS_NAMESPACE);
  const [type, setType] = useState<MapType>(mapType);
  const [view, setView] = useState<{ bounds: Bounds; zoom: number }>({ bounds: WORLD_BOUNDS, zoom });
  const [camera, setCamera] = useState({ center, zoom });
  // The page's centre and zoom win whenever they change; a cluster click moves the camera in between.
  useEffect(() => setCamera({ center, zoom }), [center, zoom]);
  const clusters = useClusterIndex(markers);
  const google = (window as unknown as { google: GoogleMaps }).google;

  return (
    <div className={`map marker-map marker-map-google${className ? ` ${className}` : ''}`} data-engine="google" role="group" aria-label={title ?? t('map')}>
      <MapTypeToggle value={type} onChange={setType} />
      <GoogleMapReact
        googleMapLoader={(() => Promise.resolve(google.maps)) as never}
        center={camera.center}
        zoom={Math.max(camera.zoom, MAP_DEFAULTS.minZoom)}
        options={{ mapTypeId: type, minZoom: MAP_DEFAULTS.minZoom }}
        onChange={({ bounds, zoom: level }) =>
          setView({ bounds: [bounds.sw.lng, bounds.sw.lat, bounds.ne.lng, bounds.ne.lat], zoom: level })
        }
      >
        {clusters.itemsIn(view.bounds, view.zoom).map((item) =>
          item.kind === 'cluster' ? (
            <Pin key={item.key} lat={item.lat} lng={item.lng}>
              <button
                type="button"
                className="google-cluster"
                aria-label={t('cluster', { count: item.count })}
                onClick={() =>
                  setCamera({ center: { lat: item.lat, lng: item.lng }, zoom: clusters.expansionZoom(item.clusterId) })
                }
              >
                {item.count}
              </button>
            </Pin>
          ) : (
            <Pin key={item.key} lat={item.lat} lng={item.lng}>
              <button
                type="button"
                className={`google-marker${item.marker.isCapital ? ' google-marker-capital' : ''}`}
                aria-label={markerLabel(item.marker)}
                title={markerLabel(item.marker)}
                onClick={() => onMarkerClick?.(item.marker)}
              />
            </Pin>
          ),
        )}
      </GoogleMapReact>
    </div>
  );
}
