import { memo, useMemo, type ReactElement } from 'react';
import type { GeoProjection } from 'd3-geo';
import { matchAreas } from './area-matching';
import type { CountryFeature } from './load-geometry';
import { LEVEL_COLOURS } from './map-defaults';
import { pathOf } from './map-projection';
import type { MapArea } from './map-types';

export interface CountryLayerProps {
  countries: readonly CountryFeature[];
  projection: GeoProjection;
  areas: readonly MapArea[];
  onAreaClick?: (area: MapArea) => void;
  highlight?: MapArea['id'];
}

function fillOf(area: MapArea | undefined): string | undefined {
  return area?.colour ?? (area?.level ? LEVEL_COLOURS[area.level] : undefined);
}

interface CountryPathProps {
  country: CountryFeature;
  projection: GeoProjection;
  area: MapArea | undefined;
  onAreaClick?: (area: MapArea) => void;
  highlighted: boolean;
}

/*
 * One country per component, each projecting its own path: a map rendered in a transition is then rendered a few
 * countries at a time, between which the browser handles input and paints, instead of in one long task.
 */
const CountryPath = memo(function CountryPath({ country, projection, area, onAreaClick, highlighted }: CountryPathProps): ReactElement {
  const d = useMemo(() => pathOf(country, projection), [country, projection]);
  const interactive = Boolean(area && onAreaClick);
  const fill = fillOf(area);
  return (
    <path
      d={d}
      className={`map-country${area ? ' map-area' : ''}${highlighted ? ' map-area-highlight' : ''}`}
      style={fill ? { fill } : undefined}
      data-country={country.properties.name}
      role={interactive ? 'button' : undefined}
      tabIndex={interactive ? 0 : undefined}
      aria-label={interactive && area ? area.name : undefined}
      aria-pressed={interactive ? highlighted : undefined}
      onClick={interactive && area ? () => onAreaClick?.(area) : undefined}
      onKeyDown={
        interactive && area
          ? (event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              onAreaClick?.(area);
            }
          : undefined
      }
    />
  );
});

/**
 * The countries as SVG paths. Countries with an area are buttons (click, Enter or Space); the others are
 * background. Memoised: paths are the costly part of a render and do not change when the view zooms.
 */
export const CountryLayer = memo(function CountryLayer({
  countries,
  projection,
  areas,
  onAreaClick,
  highlight,
}: CountryLayerProps): ReactElement {
  const matched = useMemo(() => matchAreas(countries, areas), [countries, areas]);
  return (
    <g className="map-countries">
      {countries.map((country, index) => {
        const area = matched.get(country);
        return (
          <CountryPath
            key={`${String(country.id)}-${index}`}
            country={country}
            projection={projection}
            area={area}
            onAreaClick={onAreaClick}
            highlighted={area !== undefined && highlight !== undefined && area.id === highlight}
          />
        );
      })}
    </g>
  );
});
