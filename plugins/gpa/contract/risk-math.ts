import type { RiskLevel } from '@vigil/core';

/**
 * GPA's risk math (spec part 1 §3 and part 2 §4): rating values, trends, legend bands and severity order. Pure
 * functions; every boundary is pinned by tests/risk-math.test.ts. The levels themselves are the platform's.
 */

/** Rating-to-number: low 0, medium 1, high 2, extreme 3. */
export const RISK_VALUE: Readonly<Record<RiskLevel, number>> = { low: 0, medium: 1, high: 2, extreme: 3 };

export const RISK_TRENDS = ['stable', 'increase', 'decrease'] as const;
export type RiskTrend = (typeof RISK_TRENDS)[number];

/** How a rating moved from `previous` to `current`. */
export function riskTrend(previous: RiskLevel, current: RiskLevel): RiskTrend {
  const difference = RISK_VALUE[current] - RISK_VALUE[previous];
  if (difference > 0) return 'increase';
  if (difference < 0) return 'decrease';
  return 'stable';
}

/** The risk value legend of part 2 §4: Low 1–2.9, Medium 3–5.5, High 5.6–7.9, Extreme 8–10. */
export const LEGEND_BANDS: ReadonlyArray<{ level: RiskLevel; label: string; from: number; to: number }> = [
  { level: 'low', label: 'Low', from: 1, to: 2.9 },
  { level: 'medium', label: 'Medium', from: 3, to: 5.5 },
  { level: 'high', label: 'High', from: 5.6, to: 7.9 },
  { level: 'extreme', label: 'Extreme', from: 8, to: 10 },
];

/**
 * The legend band of a security evaluation out of 10. Values fall between the printed bounds (2.95, 5.55,
 * 7.95): each band runs up to the next band's start, so no value is left without a colour. Below 1 is low.
 */
export function legendBand(value: number): RiskLevel {
  if (value >= 8) return 'extreme';
  if (value >= 5.6) return 'high';
  if (value >= 3) return 'medium';
  return 'low';
}

/** Sort order by severity: extreme, high, medium, low. */
export function bySeverity(a: RiskLevel, b: RiskLevel): number {
  return RISK_VALUE[b] - RISK_VALUE[a];
}

/** The legend bands' colours are the platform's risk palette (host/core/risk-math.ts). */
export { RISK_LEVEL_COLOURS } from '@vigil/core';
