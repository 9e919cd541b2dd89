import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from '../i18n';
import { countriesInView } from './countries-in-view';
import { CountryLayer } from './country-layer';
import { EnlargeDialog } from './enlarge-dialog';
import { MAPS_NAMESPACE } from './i18n/maps-namespace';
import { regionProjection, worldProjection } from './map-projection';
import type { MapArea, MapDetail, MapMarker } from './map-types';
import { MapCanvas } from './map-canvas';
import { MarkerLayer } from './marker-layer';
import { useAreaGeometry } from './use-area-geometry';
import { useMapView } from './use-map-view';
import { useMapsService } from './use-maps-service';
import { ZoomControls } from './zoom-controls';
import './maps.css';

export interface AreaMapProps {
  /** The clickable areas; countries without one are drawn as background. */
  areas: readonly MapArea[];
  onAreaClick?: (area: MapArea) => void;
  /** Id of the area drawn highlighted. */
  highlight?: MapArea['id'];
  /** City markers, with a label on hover or focus; capitals at double scale. */
  markers?: readonly MapMarker[];
  /** 'low' (1:110m, default) or 'high' (1:50m) Natural Earth geometry. */
  detail?: MapDetail;
  /** ISO3 of one of `areas`: show that country's map; the world map is the fallback if it fails. */
  region?: string;
  /** Offer the 'Enlarge Map' button and its full-screen view. */
  enlargeable?: boolean;
  /** Accessible name of the map (default 'Map'). */
  title?: string;
  className?: string;
}

/** Countries as clickable areas on a Miller projection, with zoom, city markers and an optional full screen. */
export function AreaMap(props: AreaMapProps): ReactElement {
  const [enlarged, setEnlarged] = useState(false);
  return (
    <>
      <AreaMapView {...props} onEnlarge={props.enlargeable ? () => setEnlarged(true) : undefined} />
      {enlarged && (
        <EnlargeDialog onClose={() => setEnlarged(false)}>
          <AreaMapView {...props} className="map-fullscreen-map" />
        </EnlargeDialog>
      )}
    </>
  );
}

function AreaMapView({
  areas,
  onAreaClick,
  highlight,
  markers,
  detail = 'low',
  region,
  title,
  className,
  onEnlarge,
}: AreaMapProps & { onEnlarge?: () => void }): ReactElement {
  const { t } = useTranslation(MAPS_NAMESPACE);
  const service = useMapsService();
  const { countries, focus, failed } = useAreaGeometry(service, detail, region, areas);
  const view = useMapView();
  const projection = useMemo(() => (focus ? regionProjection(focus) : worldProjection()), [focus]);
  const shown = useMemo(() => (countries && focus ? countriesInView(countries, projection) : countries), [countries, focus, projection]);
  const name = title ?? t('map');

  return (
    <div className={`map area-map${className ? ` ${className}` : ''}`}>
      {failed && (
        <p className="map-error" role="alert">
          {t('error')}
        </p>
      )}
      {!shown ? (
        <p className="map-loading" role="status">
          {t('loading')}
        </p>
      ) : (
        <MapCanvas name={name} view={view}>
          <CountryLayer
            countries={shown}
            projection={projection}
            areas={areas}
            onAreaClick={onAreaClick}
            highlight={highlight}
          />
          {markers && markers.length > 0 && (
            <MarkerLayer markers={markers} projection={projection} viewScale={view.scale} />
          )}
        </MapCanvas>
      )}
      <ZoomControls view={view} onEnlarge={onEnlarge} />
    </div>
  );
}
