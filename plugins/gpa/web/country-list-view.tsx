import { useMemo, type ReactElement } from 'react';
import { LoadFailure, PageLoader, TOKENS, useLoad, usePageTitle, useRegionNames, useService, useTranslation, type Api } from '@vigil/web-sdk';
import { getContinentCountryList, getContinentDetail, type ContinentCountry, type ContinentDetail } from '../contract';
import type { CountryListViewProps } from '../contract/views';
import { Breadcrumb } from './breadcrumb';
import { CountryList } from './country-list';
import { GPA_NS } from './gpa-i18n';
import './gpa.css';

async function loadContinent(api: Api, continent: string): Promise<[ContinentDetail, ContinentCountry[]]> {
  return Promise.all([api.call(getContinentDetail, { continent }), api.call(getContinentCountryList, { continent })]);
}

/**
 * The `countryList` view other plugins show with `PluginView` (contract/views.ts): the /Gpa/list/{continent}
 * page (breadcrumb, continent image, heading and searchable country boxes) with the caller's home, title, links
 * and, when given, only the caller's countries.
 */
export default function CountryListView({ continent, title, home, linkTo, countries }: CountryListViewProps): ReactElement {
  const api = useService(TOKENS.Api);
  const { t } = useTranslation(GPA_NS);
  const names = useRegionNames();
  const page = useLoad(() => loadContinent(api, continent), continent);
  const all = page.status === 'ready' ? page.data[1] : null;
  // One array per answer: the list indexes its countries once per array it is given.
  const shown = useMemo(() => {
    if (!all || !countries) return all ?? [];
    const kept = new Set(countries);
    return all.filter((country) => kept.has(country.country_id));
  }, [all, countries]);

  // A caller's own heading ('countries - e-learning') is the same on every continent: the tab's title adds the
  // continent's name, so that each list has a title of its own.
  const continentName = page.status === 'ready' ? names.continent(page.data[0].name) : undefined;
  usePageTitle(title && continentName ? title : undefined, title ? continentName : undefined);

  if (page.status === 'loading') return <PageLoader plugin="gpa" label={t('loading')} />;
  if (page.status === 'error') return <LoadFailure message={page.message} onRetry={page.retry} />;
  const detail = { ...page.data[0], name: continentName ?? page.data[0].name };

  return (
    <div className="gpa-page gpa-list">
      <Breadcrumb items={[home, { label: detail.name }]} />
      {detail.image ? (
        <img className="gpa-continent-image" src={detail.image} alt={t('list.continentImage', { name: detail.name })} />
      ) : null}
      <CountryList countries={shown} title={title ?? t('list.heading', { name: detail.name })} linkTo={linkTo} />
    </div>
  );
}
