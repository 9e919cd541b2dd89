/**
 * The risk ratings of spec part 1 §3 that the platform shares: the four levels (the threat levels a monitored
 * country alerts on, the levels maps colour by), the score bands and the employee-risk categories. A module's own
 * reading of them (the GPA legend, trends, severity order) lives in its contract. Every boundary is pinned by
 * risk-math.test.ts.
 */

export const RISK_LEVELS = ['low', 'medium', 'high', 'extreme'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export function isRiskLevel(value: unknown): value is RiskLevel {
  return typeof value === 'string' && (RISK_LEVELS as readonly string[]).includes(value);
}

/** A level's place from 1 (low) to 4 (extreme): shown beside its colour, so that colour never carries it alone. */
export function riskLevelNumber(level: RiskLevel): number {
  return RISK_LEVELS.indexOf(level) + 1;
}

/**
 * The one palette of the risk levels (maps, badges, legends, the world-map PDF): a background and the text drawn
 * on it (each pair at least 4.5:1, WCAG AA). Blue, light yellow, orange and dark red differ in lightness as well
 * as hue, so they stay apart under deuteranopia and protanopia (risk-palette.test.ts simulates both); the green
 * to red palette before it collapsed to two shades of olive for a red-green colour-blind reader.
 */
export const RISK_LEVEL_COLOURS: Readonly<Record<RiskLevel, { background: string; text: string }>> = {
  low: { background: '#4575b4', text: '#ffffff' },
  medium: { background: '#fee090', text: '#1a1a1a' },
  high: { background: '#f46d43', text: '#1a1a1a' },
  extreme: { background: '#7f0000', text: '#ffffff' },
};

export type ScoreBand = 'low' | 'medium' | 'high';

/** A numeric score up to 3 is low, above 3 up to 6 medium, above 6 high. */
export function scoreBand(score: number): ScoreBand {
  if (score <= 3) return 'low';
  if (score <= 6) return 'medium';
  return 'high';
}

/** Employee-risk categories (part 1 §3) with the risk level whose colour they take. */
export const EMPLOYEE_RISK_CATEGORIES = [
  { name: 'Secure', colour: 'white' },
  { name: 'Unreachable', colour: 'low' },
  { name: 'Geofences', colour: 'medium' },
  { name: 'SOS', colour: 'high' },
] as const;
