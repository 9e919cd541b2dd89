import type { ReactElement, ReactNode } from 'react';
import { formatDay } from '@vigil/core';
import { CountryFlag, PageHeading, useRegionNames, useTranslation } from '@vigil/web-sdk';
import type { CountryDetail } from '../contract';
import { Breadcrumb } from './breadcrumb';
import { CountryAreaMap } from './country-area-map';
import { GeopoliticalRisks } from './geopolitical-risks';
import { GPA_NS } from './gpa-i18n';
import { NewsCarousel } from './news-carousel';
import { RiskIndicators } from './risk-indicators';
import { RiskLegends } from './risk-legends';
import { RiskUpdatesSlider } from './risk-updates-slider';
import { SafeHtml } from './safe-html';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SecurityBadge } from './security-badge';
import { TravelAdvices } from './travel-advices';

export interface CountryDetailViewProps {
  detail: CountryDetail;
  /** Where the zone of the breadcrumb leads (/Gpa/list/{zone}, or the e-learning variant's list). */
  zoneLink: (zone: number) => string;
  /** Where a country clicked on the map leads (/Gpa/detail/{id}, or /Inf/detail/{id}). */
  countryLink: (countryId: number) => string;
  /** Opens the print-report modal; no button without it. */
  onPrint?: () => void;
  /** Shown under the country's header (/Gpa/detail: the company's travellers there, issue 22). */
  headNote?: ReactNode;
}

/** A country's risk page (spec part 2 §2): every block of /Gpa/detail, reusable by the e-learning variant. */
export function CountryDetailView({ detail: answer, zoneLink, countryLink, onPrint, headNote }: CountryDetailViewProps): ReactElement {
  const { t, language } = useTranslation(GPA_NS);
  const names = useRegionNames();
  const detail = { ...answer, name: names.country(answer.flag, answer.name), zoneName: names.continent(answer.zoneName) };
  return (
    <div className="gpa-page gpa-detail">
      <Breadcrumb items={[{ label: detail.zoneName, to: zoneLink(detail.zone) }, { label: detail.name }]} />
      <div className="gpa-detail-head">
        {detail.image ? (
          <img className="gpa-detail-map" src={detail.image} alt={t('detail.mapImage', { name: detail.name })} />
        ) : (
          <div className="gpa-detail-area-map">
            <CountryAreaMap detail={detail} countryLink={countryLink} />
          </div>
        )}
        <div>
          <PageHeading subtitle={t('detail.callingCode', { code: detail.country_code_number })}>
            <CountryFlag flag={detail.flag} name={detail.name} loading="eager" large />{' '}
            <span aria-hidden="true">{detail.name}</span>
          </PageHeading>
          <p className="gpa-date">{t('detail.lastUpdate', { date: formatDay(detail.last_update, language) })}</p>
          <SecurityBadge detail={detail} />
          {headNote}
          {onPrint ? (
            <button type="button" className="button gpa-print" onClick={onPrint}>
              {t('detail.print')}
            </button>
          ) : null}
        </div>
      </div>
      <RiskIndicators risks={detail.risks} />
      {detail.countryBackground ? (
        <section className="gpa-block" aria-labelledby="gpa-background-heading">
          <h2 id="gpa-background-heading">{t('detail.background')}</h2>
          <SafeHtml html={detail.countryBackground} className="gpa-html" />
        </section>
      ) : null}
      {detail.security_summary ? (
        <section className="gpa-block" aria-labelledby="gpa-summary-heading">
          <h2 id="gpa-summary-heading">{t('detail.summary')}</h2>
          <SafeHtml html={detail.security_summary} className="gpa-html" />
        </section>
      ) : null}
      <TravelAdvices advices={detail.travelAdvices} summary={detail.travelAdvice} />
      {detail.geopoliticalRisks ? <GeopoliticalRisks risks={detail.geopoliticalRisks} /> : null}
      <NewsCarousel news={detail.generalNews} />
      <RiskUpdatesSlider updates={detail.riskUpdates} />
      <RiskLegends />
      <ScrollToTopButton />
    </div>
  );
}
