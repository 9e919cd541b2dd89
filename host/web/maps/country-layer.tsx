import { memo, useMemo, type ReactElement } from 'react';
import type { GeoProjection } from 'd3-geo';
import { matchAreas } from './area-matching';
import { areaColour, patternKey } from './level-patterns';
import type { CountryFeature } from './load-geometry';
import { pathOf } from './map-projection';
import type { MapArea } from './map-types';

export interface CountryLayerProps {
  countries: readonly CountryFeature[];
  projection: GeoProjection;
  areas: readonly MapArea[];
  /** Whether areas are buttons (the layer's owner handles their clicks and keys, see area-map.tsx). */
  interactive?: boolean;
  highlight?: MapArea['id'];
  /** Id prefix of the level patterns (level-patterns.tsx); areas are filled with plain colours without it. */
  patternPrefix?: string;
  /** What an area's accessible description says besides its name (its risk level), if anything. */
  describe?: (area: MapArea) => string | undefined;
  /** Id of the one area that is a tab stop (roving tabindex): the others are reached with the arrow keys. */
  tabStop?: string | null;
  /** The areas of `countries` when the owner has matched them already (matchAreas), so they are matched once. */
  matched?: ReadonlyMap<CountryFeature, MapArea>;
}

interface CountryPathProps {
  country: CountryFeature;
  projection: GeoProjection;
  area: MapArea | undefined;
  interactive: boolean;
  highlighted: boolean;
  fill: string | undefined;
  description: string | undefined;
  tabbable: boolean;
}

/*
 * One country per component, each projecting its own path: a map rendered in a transition is then rendered a few
 * countries at a time, between which the browser handles input and paints, instead of in one long task.
 */
const CountryPath = memo(function CountryPath({
  country,
  projection,
  area,
  interactive,
  highlighted,
  fill,
  description,
  tabbable,
}: CountryPathProps): ReactElement {
  const d = useMemo(() => pathOf(country, projection), [country, projection]);
  const button = interactive && area !== undefined;
  return (
    <path
      d={d}
      className={`map-country${area ? ' map-area' : ''}${highlighted ? ' map-area-highlight' : ''}`}
      style={fill ? { fill } : undefined}
      data-country={country.properties.name}
      data-area={area ? String(area.id) : undefined}
      role={button ? 'button' : undefined}
      tabIndex={button ? (tabbable ? 0 : -1) : undefined}
      aria-label={button ? area.name : undefined}
      aria-description={button ? description : undefined}
      aria-pressed={button ? highlighted : undefined}
    />
  );
});

/**
 * The countries as SVG paths. Countries with an area are filled by level (colour and marks) and, when the map is
 * interactive, are buttons: one of them is the tab stop. The others are background. Memoised: paths are the
 * costly part of a render and do not change when the view zooms.
 */
export const CountryLayer = memo(function CountryLayer({
  countries,
  projection,
  areas,
  interactive = false,
  highlight,
  patternPrefix,
  describe,
  tabStop,
  matched: given,
}: CountryLayerProps): ReactElement {
  const matched = useMemo(() => given ?? matchAreas(countries, areas), [given, countries, areas]);
  return (
    <g className="map-countries">
      {countries.map((country, index) => {
        const area = matched.get(country);
        const key = area && patternPrefix ? patternKey(area) : undefined;
        return (
          <CountryPath
            key={`${String(country.id)}-${index}`}
            country={country}
            projection={projection}
            area={area}
            interactive={interactive}
            highlighted={area !== undefined && highlight !== undefined && area.id === highlight}
            fill={key ? `url(#${patternPrefix}-${key})` : areaColour(area)}
            description={area && describe ? describe(area) : undefined}
            tabbable={area !== undefined && String(area.id) === tabStop}
          />
        );
      })}
    </g>
  );
});
