import type { ReactElement } from 'react';
import { RISK_LEVEL_COLOURS, type RiskLevel } from '../../core/risk-math';
import { LEVEL_COLOURS } from './map-defaults';
import type { MapArea } from './map-types';

/** Side of a pattern's tile, in drawing units at zoom 1. */
const TILE = 6;

/**
 * The marks each level adds over its colour, so the level reads without colour too (in the legend as on the
 * map): none for low, dots for medium, diagonal lines for high, crossed lines for extreme.
 */
function marks(level: RiskLevel, ink: string): ReactElement | null {
  const stroke = { stroke: ink, strokeWidth: 1, strokeOpacity: 0.55 };
  switch (level) {
    case 'low':
      return null;
    case 'medium':
      return <circle cx={TILE / 2} cy={TILE / 2} r={0.9} fill={ink} fillOpacity={0.55} />;
    case 'high':
      return <path d={`M0 ${TILE} L${TILE} 0`} {...stroke} />;
    case 'extreme':
      return <path d={`M0 ${TILE} L${TILE} 0 M0 0 L${TILE} ${TILE}`} {...stroke} />;
  }
}

/** The fill colour of an area: its own colour, else its level's; none without either (background land). */
export function areaColour(area: MapArea | undefined): string | undefined {
  return area?.colour ?? (area?.level ? LEVEL_COLOURS[area.level] : undefined);
}

/** The key of an area's pattern: its level and colour (areas of one level normally share one). */
export function patternKey(area: MapArea): string | undefined {
  const colour = areaColour(area);
  return area.level && colour ? `${area.level}-${colour.replace(/[^a-z0-9]/gi, '')}` : undefined;
}

export interface LevelPatternsProps {
  /** Prefix of the patterns' ids, unique in the page (useId). */
  idPrefix: string;
  areas: readonly MapArea[];
  /** The view's zoom: the marks keep their size on screen however far the map is zoomed. */
  viewScale: number;
}

/** The SVG patterns of the areas' levels: each a tile of the level's colour with its marks. */
export function LevelPatterns({ idPrefix, areas, viewScale }: LevelPatternsProps): ReactElement {
  const patterns = new Map<string, { level: RiskLevel; colour: string }>();
  for (const area of areas) {
    const key = patternKey(area);
    if (key && !patterns.has(key)) patterns.set(key, { level: area.level!, colour: areaColour(area)! });
  }
  return (
    <defs>
      {[...patterns].map(([key, { level, colour }]) => (
        <pattern
          key={key}
          id={`${idPrefix}-${key}`}
          patternUnits="userSpaceOnUse"
          width={TILE}
          height={TILE}
          patternTransform={`scale(${1 / viewScale})`}
        >
          <rect width={TILE} height={TILE} fill={colour} />
          {marks(level, RISK_LEVEL_COLOURS[level].text)}
        </pattern>
      ))}
    </defs>
  );
}

/** A legend's swatch of a level: the map's colour and marks. */
export function LevelSwatch({ id, level }: { id: string; level: RiskLevel }): ReactElement {
  return (
    <svg className="map-legend-swatch" viewBox={`0 0 ${TILE * 4} ${TILE * 3}`} aria-hidden="true" focusable="false">
      <defs>
        <pattern id={id} patternUnits="userSpaceOnUse" width={TILE} height={TILE}>
          <rect width={TILE} height={TILE} fill={LEVEL_COLOURS[level]} />
          {marks(level, RISK_LEVEL_COLOURS[level].text)}
        </pattern>
      </defs>
      <rect width={TILE * 4} height={TILE * 3} fill={`url(#${id})`} />
    </svg>
  );
}
