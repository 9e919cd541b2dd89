import { RISK_LEVEL_COLOURS, type RiskLevel } from '../../core/risk-math';

/** Map constants of the spec (part 2 §9). */
export const MAP_DEFAULTS = {
  center: { lat: 46.065, lng: 23.44633 },
  zoom: 1,
  minZoom: 2,
  /** Clicking a cluster zooms to where it splits, but never past this. */
  maxClusterExpansionZoom: 20,
  /** Capital markers are drawn at double scale. */
  capitalScale: 2,
  /** A Google Maps script that has not answered within this time is given up for the offline map. */
  googleTimeoutMs: 4000,
} as const;

/** Fill of an area by risk level (part 1 §9: low 0 … extreme 3): the platform's risk palette. */
export const LEVEL_COLOURS: Readonly<Record<RiskLevel, string>> = {
  low: RISK_LEVEL_COLOURS.low.background,
  medium: RISK_LEVEL_COLOURS.medium.background,
  high: RISK_LEVEL_COLOURS.high.background,
  extreme: RISK_LEVEL_COLOURS.extreme.background,
};
