import { RISK_LEVEL_COLOURS } from '../contract';
import { meterGradient } from '../web/risk-meter';

describe('meterGradient', () => {
  it("draws a segment per risk, as wide as its level's weight, with a gap between segments", () => {
    const { extreme, medium, low } = RISK_LEVEL_COLOURS;
    // Weights 4, 2 and 1 of 7: 57.14% and 85.71%.
    expect(meterGradient([{ level: 'extreme' }, { level: 'medium' }, { level: 'low' }])).toBe(
      'linear-gradient(to right, ' +
        `${extreme.background} 0% calc(57.14% - 1px), transparent calc(57.14% - 1px), ` +
        `${medium.background} calc(57.14% + 1px) calc(85.71% - 1px), transparent calc(85.71% - 1px), ` +
        `${low.background} calc(85.71% + 1px) 100%, transparent 100%)`,
    );
  });

  it('fills the meter with a single risk, and draws nothing without risks', () => {
    expect(meterGradient([{ level: 'high' }])).toBe(`linear-gradient(to right, ${RISK_LEVEL_COLOURS.high.background} 0% 100%, transparent 100%)`);
    expect(meterGradient([])).toBeUndefined();
  });
});
