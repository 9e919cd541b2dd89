import { useCallback, useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactElement } from 'react';
import { geoPath, type GeoProjection } from 'd3-geo';
import { countryName, useTranslation } from '../i18n';
import { matchAreas } from './area-matching';
import { ARROW_DIRECTIONS, nearestArea, nextArea, type AreaPoint } from './area-navigation';
import { countriesInView } from './countries-in-view';
import { CountryLayer } from './country-layer';
import { EnlargeDialog } from './enlarge-dialog';
import { MAPS_NAMESPACE } from './i18n/maps-namespace';
import { LevelPatterns } from './level-patterns';
import type { CountryFeature } from './load-geometry';
import { mainTerritory } from './main-territory';
import { MapLegend } from './map-legend';
import { regionProjection, VIEW, WORLD_CROP, worldAreaView, type ViewSize } from './map-projection';
import type { MapArea, MapDetail, MapLegendEntry, MapMarker } from './map-types';
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
  /**
   * What an area's tooltip says under its name, and its accessible description: its risk level, so that the
   * level is never told by colour alone.
   */
  describeArea?: (area: MapArea) => string | undefined;
  /** The levels the legend under the map explains, with their names; no legend without it. */
  legend?: readonly MapLegendEntry[];
  className?: string;
}

/** The drawing size of an area map: the cropped world, or a region (also while the geometry loads). */
export function areaMapSize(region: string | undefined): ViewSize {
  return region ? VIEW : worldAreaView().size;
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

type ViewProps = AreaMapProps & { onEnlarge?: () => void };

function AreaMapView(props: ViewProps): ReactElement {
  const { t } = useTranslation(MAPS_NAMESPACE);
  const service = useMapsService();
  const { countries, focus, failed } = useAreaGeometry(service, props.detail ?? 'low', props.region, props.areas);
  const size = areaMapSize(focus ? props.region : undefined);

  return (
    <div className={`map area-map${props.className ? ` ${props.className}` : ''}`}>
      {failed && (
        <p className="map-error" role="alert">
          {t('error')}
        </p>
      )}
      {!countries ? (
        <p className="map-loading" role="status" style={{ aspectRatio: aspectOf(areaMapSize(props.region)) }}>
          {t('loading')}
        </p>
      ) : (
        // A region map and the world map it falls back to have views of their own (size, centre, zoom).
        <AreaDrawing key={focus ? 'region' : 'world'} {...props} countries={countries} focus={focus} size={size} />
      )}
      {props.legend && props.legend.length > 0 && <MapLegend entries={props.legend} />}
    </div>
  );
}

function aspectOf(size: ViewSize): string {
  return `${size.width} / ${size.height}`;
}

interface DrawingProps extends ViewProps {
  countries: readonly CountryFeature[];
  focus: CountryFeature | null;
  size: ViewSize;
}

interface Hover {
  area: MapArea;
  /** Where the tooltip points, in px from the map's top left corner. */
  left: number;
  top: number;
}

/** The area of an event's target path, if it is one. */
function areaIdOf(target: EventTarget | null): string | null {
  return target instanceof Element ? target.closest('[data-area]')?.getAttribute('data-area') ?? null : null;
}

const pointsCache = new WeakMap<GeoProjection, WeakMap<CountryFeature, [number, number]>>();

/** The centre of a country's main territory in the drawing, computed once per projection. */
function centreOf(country: CountryFeature, projection: GeoProjection): [number, number] {
  let cache = pointsCache.get(projection);
  if (!cache) pointsCache.set(projection, (cache = new WeakMap()));
  let point = cache.get(country);
  if (!point) {
    point = geoPath(projection).centroid(mainTerritory(country)) as [number, number];
    cache.set(country, point);
  }
  return point;
}

function AreaDrawing({
  areas: answered,
  onAreaClick,
  highlight,
  markers,
  region,
  title,
  describeArea,
  countries,
  focus,
  size,
  onEnlarge,
}: DrawingProps): ReactElement {
  const { t, language } = useTranslation(MAPS_NAMESPACE);
  // Country names in the reader's language (from the ISO code), for the tooltip and each country's button.
  const areas = useMemo(() => answered.map((area) => ({ ...area, name: countryName(language, area.iso2, area.name) })), [answered, language]);
  const view = useMapView({}, undefined, size);
  const patternPrefix = useId().replace(/:/g, '');
  const hintId = `${patternPrefix}-keys`;
  const mapRef = useRef<HTMLDivElement>(null);
  const projection = useMemo(() => (focus && region ? regionProjection(mainTerritory(focus)) : worldAreaView().projection), [focus, region]);
  const shown = useMemo(
    () => (focus ? countriesInView(countries, projection) : countries.filter((country) => northOf(country) > WORLD_CROP.south)),
    [countries, focus, projection],
  );
  const matched = useMemo(() => matchAreas(shown, areas), [shown, areas]);
  const interactive = Boolean(onAreaClick) && matched.size > 0;
  const byId = useMemo(() => new Map(areas.map((area) => [String(area.id), area])), [areas]);
  const featureOf = useMemo(() => new Map([...matched].map(([country, area]) => [String(area.id), country])), [matched]);
  const points = useCallback(
    (): AreaPoint[] => [...featureOf].map(([id, country]) => ({ id, ...toPoint(centreOf(country, projection)) })),
    [featureOf, projection],
  );
  const [chosen, setChosen] = useState<string | null>(null);
  // Without a highlighted country, the tab stop is the one nearest the middle of the map. Finding it projects every
  // country's centre: that waits until the browser is idle, so the first render costs no more; until then the
  // first country drawn is the tab stop.
  const [middle, setMiddle] = useState<string | null>(null);
  const needsMiddle = interactive && (highlight === undefined || !featureOf.has(String(highlight)));
  useEffect(() => {
    if (!needsMiddle) return undefined;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setMiddle(nearestArea(points(), size.width / 2, size.height / 2)?.id ?? null));
    return () => cancel(handle);
  }, [needsMiddle, points, size]);
  const tabStop = useMemo(() => {
    if (!interactive) return null;
    if (chosen && featureOf.has(chosen)) return chosen;
    if (highlight !== undefined && featureOf.has(String(highlight))) return String(highlight);
    if (middle && featureOf.has(middle)) return middle;
    return featureOf.keys().next().value ?? null;
  }, [interactive, chosen, featureOf, highlight, middle]);
  const [hover, setHover] = useState<Hover | null>(null);

  const place = (element: Element, clientX?: number, clientY?: number): { left: number; top: number } => {
    const frame = mapRef.current?.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    const x = clientX ?? box.left + box.width / 2;
    const y = clientY ?? box.top;
    return { left: x - (frame?.left ?? 0), top: y - (frame?.top ?? 0) };
  };
  const show = (target: EventTarget | null, clientX?: number, clientY?: number): void => {
    const id = areaIdOf(target);
    const area = id ? byId.get(id) : undefined;
    if (!area || !(target instanceof Element)) return setHover(null);
    setHover({ area, ...place(target, clientX, clientY) });
  };

  const open = (target: EventTarget | null): void => {
    const id = areaIdOf(target);
    const area = id ? byId.get(id) : undefined;
    if (area && interactive) onAreaClick?.(area);
  };

  const onKeyDown = (event: KeyboardEvent<SVGGElement>): void => {
    const id = areaIdOf(event.target);
    if (!id || !interactive) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(event.target);
      return;
    }
    const direction = ARROW_DIRECTIONS[event.key];
    if (!direction) return;
    // Handled here: the drawing's own arrow keys (panning) are for maps without buttons.
    event.preventDefault();
    event.stopPropagation();
    const all = points();
    const from = all.find((point) => point.id === id);
    const next = from && nextArea(all, from, direction);
    if (!next) return;
    setChosen(next.id);
    const element = (event.currentTarget as SVGGElement).querySelector<SVGPathElement>(`[data-area=${JSON.stringify(next.id)}]`);
    element?.focus();
    // A zoomed view follows the focus: the country reached is brought to the middle.
    if (view.scale > 1) view.focus(next.x, next.y, view.scale);
  };

  return (
    <div className="map-drawing" ref={mapRef}>
      <MapCanvas name={title ?? t('map')} view={view} size={size} focusable={!interactive} describedBy={interactive ? hintId : undefined}>
        <LevelPatterns idPrefix={patternPrefix} areas={areas} viewScale={view.scale} />
        <g
          onClick={(event: MouseEvent<SVGGElement>) => open(event.target)}
          onKeyDown={onKeyDown}
          onPointerMove={(event: PointerEvent<SVGGElement>) => show(event.target, event.clientX, event.clientY)}
          onPointerLeave={() => setHover(null)}
          onFocus={(event: FocusEvent<SVGGElement>) => {
            const id = areaIdOf(event.target);
            if (id) setChosen(id);
            show(event.target);
          }}
          onBlur={() => setHover(null)}
        >
          <CountryLayer
            countries={shown}
            projection={projection}
            areas={areas}
            interactive={interactive}
            highlight={highlight}
            patternPrefix={patternPrefix}
            describe={describeArea}
            tabStop={tabStop}
            matched={matched}
          />
        </g>
        {markers && markers.length > 0 && (
          <MarkerLayer markers={markers} projection={projection} viewScale={view.scale} inTabOrder={!interactive} />
        )}
      </MapCanvas>
      {hover && (
        <div className="map-tooltip" aria-hidden="true" style={{ left: hover.left, top: hover.top }}>
          <strong>{hover.area.name}</strong>
          {describeArea?.(hover.area) ? <span>{describeArea(hover.area)}</span> : null}
        </div>
      )}
      {interactive && (
        <p id={hintId} className="map-keys">
          {t('keys')}
        </p>
      )}
      <ZoomControls view={view} onEnlarge={onEnlarge} />
    </div>
  );
}

function toPoint([x, y]: [number, number]): { x: number; y: number } {
  return { x, y };
}

/** The northernmost latitude of a country's outline: Antarctica lies wholly south of the world map's crop. */
function northOf(country: CountryFeature): number {
  const { geometry } = country;
  const polygons = geometry?.type === 'Polygon' ? [geometry.coordinates] : geometry?.type === 'MultiPolygon' ? geometry.coordinates : [];
  let north = -90;
  for (const polygon of polygons) for (const ring of polygon) for (const [, lat = -90] of ring) if (lat > north) north = lat;
  return north;
}
