import { useCallback, useMemo } from 'react';
import { RISK_LEVELS, riskLevelNumber } from '@vigil/core';
import { useTranslation, type MapArea, type MapLegendEntry } from '@vigil/web-sdk';
import { GPA_NS } from './gpa-i18n';

/**
 * What the risk maps say in the reader's language: each country's level (under its name in the tooltip, and its
 * accessible description, so the level is never told by colour alone), and the legend of the four levels.
 */
export function useRiskMapLabels(): { describeArea: (area: MapArea) => string | undefined; legend: readonly MapLegendEntry[] } {
  const { t } = useTranslation(GPA_NS);
  const describeArea = useCallback(
    (area: MapArea) =>
      area.level ? t('map.areaLevel', { number: riskLevelNumber(area.level), level: t(`levels.${area.level}`) }) : undefined,
    [t],
  );
  const legend = useMemo(() => RISK_LEVELS.map((level) => ({ level, label: t(`levels.${level}`) })), [t]);
  return { describeArea, legend };
}
