import type { RiskLevel } from '@vigil/core';
import { bySeverity, legendBand, RISK_VALUE, riskTrend } from '../contract';

it('maps ratings to numbers', () => {
  expect(RISK_VALUE).toEqual({ low: 0, medium: 1, high: 2, extreme: 3 });
});

it.each<[RiskLevel, RiskLevel, string]>([
  ['low', 'low', 'stable'],
  ['low', 'medium', 'increase'],
  ['extreme', 'high', 'decrease'],
  ['medium', 'extreme', 'increase'],
  ['extreme', 'extreme', 'stable'],
])('trend from %s to %s is %s', (previous, current, trend) => {
  expect(riskTrend(previous, current)).toBe(trend);
});

it.each([
  [0.5, 'low'], [1, 'low'], [2.9, 'low'], [2.95, 'low'], [3, 'medium'], [5.5, 'medium'], [5.55, 'medium'],
  [5.6, 'high'], [7.9, 'high'], [7.95, 'high'], [8, 'extreme'], [10, 'extreme'],
])('legend value %d is %s', (value, level) => {
  expect(legendBand(value)).toBe(level);
});

it('sorts by severity, extreme first', () => {
  const levels: RiskLevel[] = ['low', 'extreme', 'medium', 'high'];
  expect([...levels].sort(bySeverity)).toEqual(['extreme', 'high', 'medium', 'low']);
});
