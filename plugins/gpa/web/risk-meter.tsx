import { memo, type ReactElement } from 'react';
import { RISK_LEVEL_COLOURS, type CountryRisk } from '../../../host/core/risk-content-contract';
import { bySeverity, RISK_VALUE } from '../../../host/core/risk-math';
import { Tooltip, useTranslation } from '../../../host/web/plugin-sdk';
import { GPA_NS } from './gpa-i18n';

type MeterRisk = Pick<CountryRisk, 'level' | 'name'>;

/**
 * A country's risks as a meter: one segment per risk, most severe first, coloured by level; its tooltip names
 * the risks and their levels.
 */
export const RiskMeter = memo(function RiskMeter({ risks }: { risks: readonly MeterRisk[] }): ReactElement {
  const { t } = useTranslation(GPA_NS);
  const sorted = [...risks].sort((a, b) => bySeverity(a.level, b.level));
  const names = sorted.map((risk) => `${risk.name} (${t(`levels.${risk.level}`)})`).join(', ');
  const label = sorted.length ? t('list.risks', { names }) : t('list.noRisks');
  return (
    <Tooltip label={label}>
      <span className="gpa-risk-meter" role="img" aria-label={label} tabIndex={0}>
        {sorted.map((risk, index) => (
          <span
            key={index}
            className={`gpa-risk-meter-segment gpa-level-${risk.level}`}
            style={{ background: RISK_LEVEL_COLOURS[risk.level].background, flexGrow: RISK_VALUE[risk.level] + 1 }}
          />
        ))}
      </span>
    </Tooltip>
  );
});
