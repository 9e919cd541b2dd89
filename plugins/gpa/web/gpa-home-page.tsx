import { useRef, type ReactElement } from 'react';
import { useLocation } from 'wouter';
import { LoadFailure, PageHeading, PageLoader, TOKENS, useLoad, useService, useTranslation, type Api } from '@vigil/web-sdk';
import { getContinents, getGeneralDetail, type ContinentSummary, type GeneralDetail } from '../contract';
import { ContinentsGrid } from './continents-grid';
import { GPA_NS } from './gpa-i18n';
import { WorldMapDownloadButton } from './world-map-download-button';
import { WorldCountrySearch } from './world-country-search';
import { WorldRiskMap } from './world-risk-map';
import './gpa.css';

async function loadHome(api: Api): Promise<[GeneralDetail, ContinentSummary[]]> {
  return Promise.all([api.call(getGeneralDetail), api.call(getContinents)]);
}

/**
 * /Gpa (spec part 2 §2): a search over every continent's countries (issue 24), the configured map image or the clickable world map, the download-map link (the
 * configured file, else the default world-map PDF), the disclaimer, a scroll-down button and the continents grid.
 */
export default function GpaHomePage(): ReactElement {
  const api = useService(TOKENS.Api);
  const [, navigate] = useLocation();
  const { t } = useTranslation(GPA_NS);
  const continentsRef = useRef<HTMLElement>(null);
  const home = useLoad(() => loadHome(api), 'home');

  if (home.status === 'loading') return <PageLoader plugin="gpa" label={t('loading')} />;
  if (home.status === 'error') return <LoadFailure message={home.message} onRetry={home.retry} />;
  const [general, continents] = home.data;

  return (
    <div className="gpa-page gpa-home">
      <PageHeading>{t('title')}</PageHeading>
      <WorldCountrySearch continents={continents} linkTo={(id) => `/Gpa/detail/${id}`} />
      <section className="gpa-world">
        {general.map ? (
          <img className="gpa-world-image" src={general.map} alt={t('home.mapImage')} />
        ) : (
          <WorldRiskMap onCountry={(id) => navigate(`/Gpa/detail/${id}`)} />
        )}
        <div className="gpa-world-actions">
          {general.file ? (
            <a className="button" href={general.file} download target="_blank" rel="noreferrer">
              {t('home.downloadMap')}
            </a>
          ) : (
            <WorldMapDownloadButton />
          )}
          <button
            type="button"
            className="button gpa-scroll-down"
            onClick={() => continentsRef.current?.scrollIntoView?.({ behavior: 'smooth' })}
          >
            {t('home.scrollDown')}
          </button>
        </div>
        <p className="gpa-disclaimer">{t('home.disclaimer')}</p>
      </section>
      <section ref={continentsRef} className="gpa-continents-section" aria-labelledby="gpa-continents-heading">
        <h2 id="gpa-continents-heading">{t('home.continents')}</h2>
        <ContinentsGrid continents={continents} linkTo={(continent) => `/Gpa/list/${continent.id}`} />
      </section>
    </div>
  );
}
