import type { ReactElement } from 'react';
import { AreaMap, LoadFailure, TOKENS, useLoad, useService, useTranslation, type MapArea } from '@vigil/web-sdk';
import { getZones } from '../contract';
import { GPA_NS } from './gpa-i18n';
import { useRiskMapLabels } from './use-risk-map-labels';

/** The clickable world map: /zones/getData's countries coloured by level; a click hands the country on. */
export function WorldRiskMap({ onCountry }: { onCountry: (id: number) => void }): ReactElement {
  const api = useService(TOKENS.Api);
  const { t } = useTranslation(GPA_NS);
  const { describeArea, legend } = useRiskMapLabels();
  const zones = useLoad(() => api.call(getZones), 'zones');
  if (zones.status === 'error') return <LoadFailure message={zones.message} onRetry={zones.retry} />;
  const areas: readonly MapArea[] = zones.status === 'ready' ? zones.data : [];
  return (
    <AreaMap
      areas={areas}
      title={t('home.mapTitle')}
      describeArea={describeArea}
      legend={legend}
      onAreaClick={(area) => onCountry(Number(area.id))}
    />
  );
}
