import type { ReactElement } from 'react';
import { useParams } from 'wouter';
import { LoadFailure, PageLoader, TOKENS, useLoad, useRegionNames, useService, useTranslation, type Api } from '@vigil/web-sdk';
import { getContinentCountryList, getContinentDetail, type ContinentCountry, type ContinentDetail } from '../contract';
import { Breadcrumb } from './breadcrumb';
import { CountryList } from './country-list';
import { GPA_NS } from './gpa-i18n';
import './gpa.css';

async function loadContinent(api: Api, continent: string): Promise<[ContinentDetail, ContinentCountry[]]> {
  return Promise.all([api.call(getContinentDetail, { continent }), api.call(getContinentCountryList, { continent })]);
}

/** /Gpa/list/{continent} (spec part 2 §2): breadcrumb, continent image, 'countries - {name}' and its countries. */
export default function GpaListPage(): ReactElement {
  const api = useService(TOKENS.Api);
  const { t } = useTranslation(GPA_NS);
  const names = useRegionNames();
  const continent = useParams().continent ?? '';
  const page = useLoad(() => loadContinent(api, continent), continent);

  if (page.status === 'loading') return <PageLoader plugin="gpa" label={t('loading')} />;
  if (page.status === 'error') return <LoadFailure message={page.message} onRetry={page.retry} />;
  const [answer, countries] = page.data;
  const detail = { ...answer, name: names.continent(answer.name) };

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
