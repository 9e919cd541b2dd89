import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { GPA_PATHS, type ContinentCountry, type ContinentDetail } from '../../../host/core/risk-content-contract';
import { LoadFailure, PageLoader, TOKENS, useLoad, useService, useTranslation, type ApiClient } from '../../../host/web/plugin-sdk';
import { Breadcrumb } from './breadcrumb';
import { CountryList } from './country-list';
import { GPA_NS } from './gpa-i18n';
import './gpa.css';

async function loadContinent(api: ApiClient, continent: string): Promise<[ContinentDetail, ContinentCountry[]]> {
  return Promise.all([
    api.get<ContinentDetail>(GPA_PATHS.continentDetail, { continent }),
    api.get<ContinentCountry[]>(GPA_PATHS.continentCountries, { continent }),
  ]);
}

/** /Gpa/list/{continent} (spec part 2 §2): breadcrumb, continent image, 'countries - {name}' and its countries. */
export default function GpaListPage(): ReactElement {
  const api = useService(TOKENS.LegacyApi);
  const { t } = useTranslation(GPA_NS);
  const continent = useParams().continent ?? '';
  const page = useLoad(() => loadContinent(api, continent), continent);

  if (page.status === 'loading') return <PageLoader plugin="gpa" label={t('loading')} />;
  if (page.status === 'error') return <LoadFailure message={page.message} onRetry={page.retry} />;
  const [detail, countries] = page.data;

  return (
    <div className="gpa-page gpa-list">
      <Breadcrumb items={[{ label: t('title'), to: '/Gpa' }, { label: detail.name }]} />
      {detail.image ? (
        <img className="gpa-continent-image" src={detail.image} alt={t('list.continentImage', { name: detail.name })} />
      ) : null}
      <CountryList
        countries={countries}
        title={t('list.heading', { name: detail.name })}
        linkTo={(country) => `/Gpa/detail/${country.id}`}
      />
    </div>
  );
}
