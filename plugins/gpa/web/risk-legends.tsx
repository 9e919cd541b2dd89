import type { ReactElement } from 'react';
import { RISK_LEVELS } from '@vigil/core';
import { useTranslation } from '@vigil/web-sdk';
import { bySeverity, LEGEND_BANDS, RISK_LEVEL_COLOURS } from '../contract';
import { GPA_NS } from './gpa-i18n';

/** The risk value legend (bands out of 10) and the threat level legend (what each level asks of a traveller). */
export function RiskLegends(): ReactElement {
  const { t } = useTranslation(GPA_NS);
  const swatch = (level: (typeof RISK_LEVELS)[number]) => ({
    background: RISK_LEVEL_COLOURS[level].background,
    color: RISK_LEVEL_COLOURS[level].text,
  });
  return (
    <div className="gpa-legends">
      <section className="gpa-block" aria-labelledby="gpa-risk-legend">
        <h2 id="gpa-risk-legend">{t('detail.riskLegend')}</h2>
        <ul className="gpa-legend">
          {LEGEND_BANDS.map((band) => (
            <li key={band.level}>
              <span className="gpa-level-badge" style={swatch(band.level)}>
                {t(`levels.${band.level}`)}
              </span>{' '}
              {band.from}–{band.to}
            </li>
          ))}
        </ul>
      </section>
      <section className="gpa-block" aria-labelledby="gpa-threat-legend">
        <h2 id="gpa-threat-legend">{t('detail.threatLegend')}</h2>
        <ul className="gpa-legend">
          {[...RISK_LEVELS].sort(bySeverity).map((level) => (
            <li key={level}>
              <span className="gpa-level-badge" style={swatch(level)}>
                {t(`levels.${level}`)}
              </span>{' '}
              {t(`threat.${level}`)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
