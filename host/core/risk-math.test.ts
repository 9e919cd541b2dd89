import { isRiskLevel, scoreBand } from './risk-math';

it('knows the four levels', () => {
  expect(isRiskLevel('extreme')).toBe(true);
  expect(isRiskLevel('severe')).toBe(false);
});

it.each([
  [0, 'low'], [3, 'low'], [3.0001, 'medium'], [6, 'medium'], [6.0001, 'high'], [10, 'high'],
])('score %d is in band %s', (score, band) => {
  expect(scoreBand(score)).toBe(band);
});
