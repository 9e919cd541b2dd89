import { memo, type ReactElement } from 'react';
import { Tooltip, useTranslation } from '@vigil/web-sdk';
import { bySeverity, RISK_LEVEL_COLOURS, RISK_VALUE, type CountryRisk } from '../contract';
import { GPA_NS } from './gpa-i18n';
import { vocabularyName } from './vocabulary-name';

type MeterRisk = Pick<CountryRisk, 'level' | 'name'>;

/** Half the gap between two segments, in px: the meter's own grey shows through it. */
const HALF_GAP = 1;

/**
 * The meter's segments as one gradient: a segment per risk, most severe first, coloured by its level and as wide
 * as its level's weight. One element instead of one per risk: a list of 250 countries has a thousand fewer
 * boxes to lay out when its search shows them again.
 */
export function meterGradient(sorted: readonly Pick<CountryRisk, 'level'>[]): string | undefined {
  if (sorted.length === 0) return undefined;
  const weights = sorted.map((risk) => RISK_VALUE[risk.level] + 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let start = 0;
  const stops = sorted.map((risk, index) => {
    const end = start + (weights[index]! / total) * 100;
    const from = index === 0 ? '0%' : `calc(${round(start)}% + ${HALF_GAP}px)`;
    const to = index === sorted.length - 1 ? '100%' : `calc(${round(end)}% - ${HALF_GAP}px)`;
    start = end;
    const colour = RISK_LEVEL_COLOURS[risk.level].background;
    return `${colour} ${from} ${to}, transparent ${to}`;
  });
  return `linear-gradient(to right, ${stops.join(', ')})`;
}

function round(percent: number): number {
  return Math.round(percent * 100) / 100;
}

/** A country's risks as a meter; its tooltip names the risks and their levels. */
export const RiskMeter = memo(function RiskMeter({ risks }: { risks: readonly MeterRisk[] }): ReactElement {
  const { t } = useTranslation(GPA_NS);
  const sorted = [...risks].sort((a, b) => bySeverity(a.level, b.level));
  const names = sorted.map((risk) => `${vocabularyName(t, risk.name)} (${t(`levels.${risk.level}`)})`).join(', ');
  const label = sorted.length ? t('list.risks', { names }) : t('list.noRisks');
  const gradient = meterGradient(sorted);
  return (
    <Tooltip label={label}>
      <span className="gpa-risk-meter" role="img" aria-label={label} tabIndex={0} style={gradient ? { backgroundImage: gradient } : undefined} />
    </Tooltip>
  );
});
