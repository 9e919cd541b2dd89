import type { ReactElement } from 'react';
import type { RiskLevel } from '@vigil/core';
import { useTranslation } from '@vigil/web-sdk';
import { RISK_LEVEL_COLOURS } from '../../gpa/contract';
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
