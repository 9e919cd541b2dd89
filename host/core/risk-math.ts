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
