import { useEffect, useState, type ReactElement } from 'react';
import GoogleMapReact from 'google-map-react';
import { useTranslation } from '../i18n';
import { AreaSelectControls } from './area-select-controls';
import { useGoogleAreaSelect, type GoogleAreaApi } from './google-area-select';
import { MAPS_NAMESPACE } from './i18n/maps-namespace';
import { MAP_DEFAULTS } from './map-defaults';
import { markerLabel, type MapShape, type MapType } from './map-types';
import type { MarkerMapProps } from './marker-map-props';
import { MapTypeToggle } from './map-type-toggle';
import { useClusterIndex, WORLD_BOUNDS, type Bounds } from './use-clusters';
import { withMarkerMapDefaults } from './with-marker-map-defaults';
import './maps.css';

interface GoogleMaps {
  maps: unknown;
}

/** The parts of the Maps API the shapes use: google.maps.Circle and google.maps.Polygon take these options. */
interface GoogleShapeApi {
  map: unknown;
  maps: {
    Circle: new (options: object) => { setMap(map: unknown): void };
    Polygon: new (options: object) => { setMap(map: unknown): void };
  };
}

const SHAPE_STYLE = { strokeColor: '#0b3a5b', strokeWeight: 2, fillColor: '#0b3a5b', fillOpacity: 0.15, clickable: false };

/** Draws the shapes on the Google map; answers how to remove them again. */
function drawShapes({ map, maps }: GoogleShapeApi, shapes: readonly MapShape[]): () => void {
  const drawn = shapes.map((shape) =>
    shape.kind === 'circle'
      ? new maps.Circle({ ...SHAPE_STYLE, map, center: shape.center, radius: shape.radius })
      : new maps.Polygon({ ...SHAPE_STYLE, map, paths: shape.ring.map(([lng, lat]) => ({ lat, lng })) }),
  );
  return () => drawn.forEach((item) => item.setMap(null));
}

// google-map-react positions its children by these props.
function Pin({ children }: { lat: number; lng: number; children: ReactElement }): ReactElement {
  return children;
}

/**
 * The marker map on Google Maps, used only once the script has really loaded (google-maps-loader.ts): the
 * loader below hands google-map-react the API already on the page instead of loading it a second time.
 */
export default function GoogleMarkerMap(props: MarkerMapProps): ReactElement {
  const { markers, center, zoom, onMarkerClick, shapes, onMapClick, onAreaSelect, title, className } = withMarkerMapDefaults(props);
  const { mapType = 'hybrid' } = props;
  const { t } = useTranslation(MAPS_NAMESPACE);
  const [type, setType] = useState<MapType>(mapType);
  const [view, setView] = useState<{ bounds: Bounds; zoom: number }>({ bounds: WORLD_BOUNDS, zoom });
  const [camera, setCamera] = useState({ center, zoom });
  // The page's zoom wins whenever it changes; a new centre alone (a hovered person) pans and keeps the zoom the
  // user chose. A cluster click moves the camera in between.
  useEffect(() => setCamera((current) => ({ ...current, zoom })), [zoom]);
  const [userZoom, setUserZoom] = useState(zoom);
  useEffect(() => setCamera({ center, zoom: userZoom }), [center]); // eslint-disable-line react-hooks/exhaustive-deps
  const clusters = useClusterIndex(markers);
  const [api, setApi] = useState<GoogleShapeApi | null>(null);
  useEffect(() => (api ? drawShapes(api, shapes) : undefined), [api, shapes]);
  const google = (window as unknown as { google: GoogleMaps }).google;
  const [selecting, setSelecting] = useState(false);
  const afterSelection = useGoogleAreaSelect(api as unknown as GoogleAreaApi | null, selecting, onAreaSelect);

  return (
    <div
      className={`map marker-map marker-map-google${selecting ? ' map-selecting' : ''}${className ? ` ${className}` : ''}`}
      data-engine="google"
      role="group"
      aria-label={title ?? t('map')}
    >
      <MapTypeToggle value={type} onChange={setType} />
      {onAreaSelect ? <AreaSelectControls active={selecting} onToggle={setSelecting} /> : null}
      <GoogleMapReact
        googleMapLoader={(() => Promise.resolve(google.maps)) as never}
        center={camera.center}
        zoom={Math.max(camera.zoom, MAP_DEFAULTS.minZoom)}
        // While selecting, a drag draws the rectangle instead of panning.
        options={{ mapTypeId: type, minZoom: MAP_DEFAULTS.minZoom, draggable: !selecting }}
        yesIWantToUseGoogleMapApiInternals
        onGoogleApiLoaded={(loaded) => setApi(loaded as GoogleShapeApi)}
        onClick={onMapClick ? ({ lat, lng }) => afterSelection() || onMapClick({ lat, lng }) : undefined}
        onChange={({ bounds, zoom: level }) => {
          setView({ bounds: [bounds.sw.lng, bounds.sw.lat, bounds.ne.lng, bounds.ne.lat], zoom: level });
          setUserZoom(level);
        }}
      >
        {clusters.itemsIn(view.bounds, view.zoom).map((item) =>
          item.kind === 'cluster' ? (
            <Pin key={item.key} lat={item.lat} lng={item.lng}>
              <button
                type="button"
                className="google-cluster"
                style={item.tone ? { background: item.tone.fill, color: item.tone.ink, borderColor: item.tone.ink } : undefined}
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
                style={item.marker.tone ? { background: item.marker.tone.fill, borderColor: item.marker.tone.ink } : undefined}
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
