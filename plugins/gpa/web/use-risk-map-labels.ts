import { useMemo } from 'react';
import { RISK_LEVELS, riskLevelNumber, type RiskLevel } from '@vigil/core';
import { useTranslation, type MapArea, type MapLegendEntry, type Translate } from '@vigil/web-sdk';
import { GPA_NS } from './gpa-i18n';

/**
 * What the risk maps say in the reader's language: each country's level (under its name in the tooltip, and its
 * accessible description, so the level is never told by colour alone), and the legend of the four levels.
 * The texts are made once per level, not once per country: the world map describes some 180 countries on its
 * first render, and two translations each cost it about 20 ms of scripting.
 */
export function useRiskMapLabels(reportT?: Translate): { describeArea: (area: MapArea) => string | undefined; legend: readonly MapLegendEntry[] } {
  const { t: interfaceT } = useTranslation(GPA_NS);
  // A printed report's own language, when it is not the interface's.
  const t = reportT ?? interfaceT;
  return useMemo(() => {
    const names = new Map<RiskLevel, string>(RISK_LEVELS.map((level) => [level, t(`levels.${level}`)]));
    const descriptions = new Map<RiskLevel, string>(
      RISK_LEVELS.map((level) => [level, t('map.areaLevel', { number: riskLevelNumber(level), level: names.get(level) })]),
    );
    return {
      describeArea: (area: MapArea) => (area.level ? descriptions.get(area.level) : undefined),
      legend: RISK_LEVELS.map((level) => ({ level, label: names.get(level) ?? level })),
    };
  }, [t]);
}
