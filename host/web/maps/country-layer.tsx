import { memo, useMemo, type ReactElement } from 'react';
import type { GeoProjection } from 'd3-geo';
import { matchAreas } from './area-matching';
import type { CountryFeature } from './load-geometry';
import { LEVEL_COLOURS } from './map-defaults';
import { pathsOf } from './map-projection';
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
  const paths = useMemo(() => pathsOf(countries, projection), [countries, projection]);
  const matched = useMemo(() => matchAreas(countries, areas), [countries, areas]);
  return (
    <g className="map-countries">
      {countries.map((country, index) => {
        const area = matched.get(country);
        const interactive = Boolean(area && onAreaClick);
        const highlighted = area !== undefined && highlight !== undefined && area.id === highlight;
        return (
          <path
            key={`${String(country.id)}-${index}`}
            d={paths[index]}
            className={`map-country${area ? ' map-area' : ''}${highlighted ? ' map-area-highlight' : ''}`}
            style={fillOf(area) ? { fill: fillOf(area) } : undefined}
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
      })}
    </g>
  );
});
