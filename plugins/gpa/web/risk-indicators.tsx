import type { ReactElement } from 'react';
import { useTranslation } from '@vigil/web-sdk';
import { RISK_LEVEL_COLOURS, type CountryRisk } from '../contract';
import { GPA_NS } from './gpa-i18n';
import { RiskIcon } from './risk-icon';
import { vocabularyName } from './vocabulary-name';

const TREND_ARROWS = { stable: '→', increase: '↑', decrease: '↓' } as const;

/** The country's risk indicators: level, trend since the last assessment and the latest change. */
export function RiskIndicators({ risks }: { risks: readonly CountryRisk[] }): ReactElement {
  const { t } = useTranslation(GPA_NS);
  return (
    <section className="gpa-block gpa-risks" aria-labelledby="gpa-risks-heading">
      <h2 id="gpa-risks-heading">{t('detail.risks')}</h2>
      <ul>
        {risks.map((risk) => (
          <li key={risk.name} className="gpa-risk">
            <RiskIcon icon={risk.icon} />
            <span className="gpa-risk-name">{vocabularyName(t, risk.name)}</span>
            <span className="gpa-level-badge" style={{ background: RISK_LEVEL_COLOURS[risk.level].background, color: RISK_LEVEL_COLOURS[risk.level].text }}>
              {t(`levels.${risk.level}`)}
            </span>
            <span className="gpa-trend" title={t(`detail.trend.${risk.status}`)}>
              <span aria-hidden="true">{TREND_ARROWS[risk.status]}</span> {t(`detail.trend.${risk.status}`)}
            </span>
            {risk.updates ? <p className="gpa-risk-updates">{risk.updates}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
