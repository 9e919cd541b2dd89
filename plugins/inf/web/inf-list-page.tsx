import { useMemo, type ReactElement } from 'react';
import { LoadFailure, PageLoader, PluginView, TOKENS, useLoad, useService, useTranslation } from '@vigil/web-sdk';
import { GPA_VIEWS, type CountryListViewProps } from '../../gpa/contract/views';
import { getOverview, type ElearningOverview } from '../contract';
import { INF_NS } from './inf-i18n';
import './inf.css';

const countryLink: CountryListViewProps['linkTo'] = (country) => `/Inf/detail/${country.country_id}`;

/**
 * /Inf/list/{id} (spec part 2 §2): the GPA country list of a continent in its e-learning variant (gpa's
 * `countryList` view): the title 'countries - e-learning', only the countries with an induction, each leading to
 * /Inf/detail/{country_id}.
 */
export default function InfListPage({ continent }: { continent: string }): ReactElement {
  const api = useService(TOKENS.Api);
  const { t } = useTranslation(INF_NS);
  const overview = useLoad(() => api.call(getOverview), 'overview');

  if (overview.status === 'loading') return <PageLoader plugin="inf" label={t('loading')} />;
  if (overview.status === 'error') return <LoadFailure message={overview.message} onRetry={overview.retry} />;
  return <InfList overview={overview.data} continent={continent} />;
}

function InfList({ overview, continent }: { overview: ElearningOverview; continent: string }): ReactElement {
  const { t } = useTranslation(INF_NS);
  // One array per answer: the list indexes the countries it is given.
  const countries = useMemo(() => overview.countries.map((country) => country.country_id), [overview]);
  return (
    <div className="inf-page inf-list">
      <PluginView<CountryListViewProps>
        plugin="gpa"
        view={GPA_VIEWS.countryList}
        props={{
          continent,
          title: t('home.title'),
          home: { label: t('manifest.title'), to: '/Inf' },
          linkTo: countryLink,
          countries,
        }}
      />
    </div>
  );
}
