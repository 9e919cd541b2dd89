import { useId, type ReactElement } from 'react';
import { riskLevelNumber } from '../../core/risk-math';
import { useTranslation } from '../i18n';
import { MAPS_NAMESPACE } from './i18n/maps-namespace';
import { LevelSwatch } from './level-patterns';
import type { MapLegendEntry } from './map-types';

/** The legend under an area map: each level's colour and marks, its number and its name. */
export function MapLegend({ entries }: { entries: readonly MapLegendEntry[] }): ReactElement {
  const { t } = useTranslation(MAPS_NAMESPACE);
  const id = useId();
  return (
    <ul className="map-legend" aria-label={t('legend')}>
      {entries.map((entry) => (
        <li key={entry.level} className="map-legend-item">
          <LevelSwatch id={`${id}-${entry.level}`} level={entry.level} />
          <span className="map-legend-number">{riskLevelNumber(entry.level)}</span>
          <span>{entry.label}</span>
        </li>
      ))}
    </ul>
  );
}
