import { useMemo, useState, type ReactElement } from 'react';
import { Link } from 'wouter';
import { CountryFlag, LoadFailure, TOKENS, useLoad, useRegionNames, useService, useTranslation } from '@vigil/web-sdk';
import { getCountriesAvailable, type ContinentSummary } from '../contract';
import { indexCountries, searchCountries } from './country-search';
import { GPA_NS } from './gpa-i18n';

export interface WorldCountrySearchProps {
  /** The continents of the home page, for the name of each match's continent. */
  continents: readonly ContinentSummary[];
  /** Where a found country leads. */
  linkTo: (countryId: number) => string;
}

/**
 * The /Gpa home's search over every continent's countries at once (issue 24): a reader who knows the country
 * need not know its continent. Names are searched as shown, in the reader's language; nothing is listed until
 * something is typed. The countries are /countries/getCountriesAvailable's, those the continent lists show.
 */
export function WorldCountrySearch({ continents, linkTo }: WorldCountrySearchProps): ReactElement {
  const { t } = useTranslation(GPA_NS);
  const api = useService(TOKENS.Api);
  const names = useRegionNames();
  const [query, setQuery] = useState('');
  const countries = useLoad(() => api.call(getCountriesAvailable), 'available');
  const continentNames = new Map(continents.map((continent) => [continent.id, names.continent(continent.name)]));
  const index = useMemo(() => {
    const all = countries.status === 'ready' ? countries.data : [];
    const localised = all.map((country) => ({ ...country, name: names.country(country.iso2, country.name) }));
    return indexCountries(localised.sort((a, b) => names.compare(a.name, b.name)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names change exactly with the language.
  }, [countries, names.language]);
  const matches = query.trim() ? searchCountries(index, query) : [];

  if (countries.status === 'error') return <LoadFailure message={countries.message} onRetry={countries.retry} />;
  return (
    <div className="gpa-world-search" role="search">
      <input
        type="search"
        className="form-input gpa-search"
        aria-label={t('home.search')}
        placeholder={t('home.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className="gpa-world-search-count" role="status">
        {query.trim() && countries.status === 'ready' ? (matches.length ? t('home.found', { count: matches.length }) : t('list.empty')) : ''}
      </p>
      {matches.length > 0 ? (
        <ul className="gpa-world-search-results">
          {matches.map((country) => (
            <li key={country.id}>
              <Link to={linkTo(country.id)}>
                <CountryFlag flag={country.iso2} name={country.name} /> <span aria-hidden="true">{country.name}</span>
              </Link>{' '}
              <span className="gpa-world-search-continent">{continentNames.get(country.zone) ?? ''}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
