import type { ReactElement } from 'react';
import { RISK_LEVEL_COLOURS } from '../../../host/core/risk-content-contract';
import type { RiskLevel } from '../../../host/core/risk-math';
import { useTranslation } from '../../../host/web/plugin-sdk';
import { NAT_NS } from './nat-i18n';

/** An alert level in its legend colour, named in words so colour is never the only cue. */
export function LevelBadge({ level }: { level: RiskLevel }): ReactElement {
  const { t } = useTranslation(NAT_NS);
  const colours = RISK_LEVEL_COLOURS[level];
  return (
    <span className={`nat-level nat-level-${level}`} style={{ background: colours.background, color: colours.text }}>
      {t(`levels.${level}`)}
    </span>
  );
}
