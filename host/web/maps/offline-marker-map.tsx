import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from '../i18n';
import { AreaSelectControls } from './area-select-controls';
import { ClusterBadge } from './cluster-badge';
import { CountryLayer } from './country-layer';
import { MAPS_NAMESPACE } from './i18n/maps-namespace';
import type { CountryFeature } from './load-geometry';
import { MAP_DEFAULTS } from './map-defaults';
// Fitted to the sphere, not to the geometry, so markers are placed before the countries have loaded.
import { VIEW, worldProjection } from './map-projection';
import type { MapMarker } from './map-types';
import { MapCanvas } from './map-canvas';
import { MarkerLayer } from './marker-layer';
import type { MarkerMapProps } from './marker-map-props';
import { ShapeLayer } from './shape-layer';
import { useAreaSelect } from './use-area-select';
import { useMapClick } from './use-map-click';
import { useClusterIndex, WORLD_BOUNDS, type Bounds } from './use-clusters';
import { useMapView, type State } from './use-map-view';
import { useMapsService } from './use-maps-service';
import { withMarkerMapDefaults } from './with-marker-map-defaults';
import { ZoomControls } from './zoom-controls';
import './maps.css';

const NO_AREAS: never[] = [];
// The whole world fills the view at the spec's minimum zoom; each level above doubles the scale.
const MAX_LEVEL = 18;
const MAX_VIEW_SCALE = 2 ** (MAX_LEVEL - MAP_DEFAULTS.minZoom);


function levelToScale(zoom: number): number {
  return 2 ** (Math.max(zoom, MAP_DEFAULTS.minZoom) - MAP_DEFAULTS.minZoom);
}

/** Where the view looks for a map centre and zoom level; the whole world, centred, at the lowest scale. */
function viewFor(center: MarkerMapProps['center'], zoom: number): State {
  const scale = levelToScale(zoom);
  const point = scale > 1 && center ? worldProjection()([center.lng, center.lat]) : null;
  return point ? { scale, x: point[0], y: point[1] } : { scale, x: VIEW.width / 2, y: VIEW.height / 2 };
}

/** The longitude/latitude box seen in the view, for asking supercluster only what is visible. */
function visibleBounds(view: State): Bounds {
  const projection = worldProjection();
  const halfWidth = VIEW.width / 2 / view.scale;
  const halfHeight = VIEW.height / 2 / view.scale;
  const topLeft = projection.invert?.([view.x - halfWidth, view.y - halfHeight]);
  const bottomRight = projection.invert?.([view.x + halfWidth, view.y + halfHeight]);
  if (!topLeft || !bottomRight || view.scale <= 1) return WORLD_BOUNDS;
  const clamp = (value: number, limit: number): number => Math.max(-limit, Math.min(limit, value));
  return [clamp(topLeft[0], 180), clamp(bottomRight[1], 85), clamp(bottomRight[0], 180), clamp(topLeft[1], 85)];
}

/**
 * The marker map without Google: the same props on the low-detail world (Miller projection), markers grouped
 * by supercluster. It is what runs offline and in the browser tests.
 */
export function OfflineMarkerMap(props: MarkerMapProps): ReactElement {
  const { markers, center, zoom, onMarkerClick, shapes, onMapClick, onAreaSelect, title, className } = withMarkerMapDefaults(props);
  const { t } = useTranslation(MAPS_NAMESPACE);
  const service = useMapsService();
  const [countries, setCountries] = useState<readonly CountryFeature[]>([]);
  const [failed, setFailed] = useState(false);
  const view = useMapView(viewFor(center, zoom), MAX_VIEW_SCALE);
  const { focus } = view;
  const clusters = useClusterIndex(markers);

  useEffect(() => {
    let live = true;
    service.loadGeometry('low').then(
      (world) => live && setCountries(world.features),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [service]);

  // A new centre or zoom from the page moves the view; the map never moves on its own (no auto-zoom).
  useEffect(() => {
    const next = viewFor(center, zoom);
    focus(next.x, next.y, next.scale);
  }, [center.lat, center.lng, zoom, focus]); // eslint-disable-line react-hooks/exhaustive-deps

  const projection = worldProjection();
  const level = MAP_DEFAULTS.minZoom + Math.log2(view.scale);
  const { scale, x, y } = view;
  const items = useMemo(() => clusters.itemsIn(visibleBounds({ scale, x, y }), level), [clusters, level, scale, x, y]);
  const singles: MapMarker[] = [];
  for (const item of items) if (item.kind === 'marker') singles.push(item.marker);
  const name = title ?? t('map');
  const clicks = useMapClick(view, projection, VIEW, onMapClick);
  const area = useAreaSelect(view, projection, VIEW, onAreaSelect);
  const selectVisible = (): void => {
    const [west, south, east, north] = visibleBounds({ scale, x, y });
    onAreaSelect?.({ north, south, east, west });
  };
  const classes = `map marker-map offline-marker-map${onMapClick ? ' map-drawing' : ''}${area.active ? ' map-selecting' : ''}${className ? ` ${className}` : ''}`;

  return (
    <div className={classes} data-engine="offline" {...clicks} {...area.handlers}>
      {failed && (
        <p className="map-error" role="alert">
          {t('error')}
        </p>
      )}
      <MapCanvas name={name} view={view}>
        <CountryLayer countries={countries} projection={projection} areas={NO_AREAS} />
        <ShapeLayer shapes={shapes} projection={projection} viewScale={view.scale} />
        {items.map((item) => {
          if (item.kind !== 'cluster') return null;
          const point = projection([item.lng, item.lat]);
          if (!point) return null;
          const open = (): void => focus(point[0], point[1], levelToScale(clusters.expansionZoom(item.clusterId)));
          return (
            <ClusterBadge key={item.key} count={item.count} x={point[0]} y={point[1]} viewScale={view.scale} tone={item.tone} onOpen={open} />
          );
        })}
        <MarkerLayer markers={singles} projection={projection} viewScale={view.scale} onMarkerClick={onMarkerClick} />
        {area.rectangle ? <rect className="map-selection" {...area.rectangle} vectorEffect="non-scaling-stroke" /> : null}
      </MapCanvas>
      <ZoomControls view={view} />
      {onAreaSelect ? <AreaSelectControls active={area.active} onToggle={area.setActive} onSelectVisible={selectVisible} /> : null}
    </div>
  );
}
