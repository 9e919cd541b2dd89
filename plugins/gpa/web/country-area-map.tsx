import type { ReactElement } from 'react';
import { useLocation } from 'wouter';
import { AreaMap, LoadFailure, TOKENS, useLoad, useService, useTranslation, type Translate } from '@vigil/web-sdk';
import { getZones, type CountryDetail } from '../contract';
import { GPA_NS } from './gpa-i18n';
import { useRiskMapLabels } from './use-risk-map-labels';

export interface CountryAreaMapProps {
  detail: CountryDetail;
  /** Where a click on a country leads (its detail in the GPA or the e-learning variant). */
  countryLink: (countryId: number) => string;
  /** The texts of a printed report in a language other than the interface's. */
  t?: Translate;
}

/**
 * The country's map when it has no map image (spec part 2 §2): the area map fitted to the country, its cities as
 * markers, the neighbours coloured by level and clickable. The areas are /zones/getData's, which the browser
 * keeps for an hour; the host map falls back to the world map with an error notice if the country map fails.
 */
export function CountryAreaMap({ detail, countryLink, t: reportT }: CountryAreaMapProps): ReactElement {
  const api = useService(TOKENS.Api);
  const [, navigate] = useLocation();
  const { t: interfaceT } = useTranslation(GPA_NS);
  const t = reportT ?? interfaceT;
  const { describeArea, legend } = useRiskMapLabels(reportT);
  const zones = useLoad(() => api.call(getZones), 'zones');
  if (zones.status === 'error') return <LoadFailure message={zones.message} onRetry={zones.retry} />;
  if (zones.status === 'loading') return <div className="map map-pending" aria-busy="true" style={{ aspectRatio: '3 / 2' }} />;
  const own = zones.data.find((area) => area.id === detail.id);
  return (
    <AreaMap
      areas={zones.data}
      region={own?.iso3}
      detail="high"
      highlight={detail.id}
      markers={detail.cities}
      enlargeable
      title={t('detail.mapImage', { name: detail.name })}
      describeArea={describeArea}
      legend={legend}
      onAreaClick={(area) => navigate(countryLink(Number(area.id)))}
    />
  );
}
