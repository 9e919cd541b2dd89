import { useMemo, useState, type ReactElement } from 'react';
import type { ContinentCountry } from '../../../host/core/risk-content-contract';
import { PageHeading, TOKENS, useService, useTranslation } from '../../../host/web/plugin-sdk';
import { CountryBox } from './country-box';
import { indexCountries, searchCountries } from './country-search';
import { CountryTimes } from './country-times';
import { GPA_NS } from './gpa-i18n';

export interface CountryListProps {
  countries: readonly ContinentCountry[];
  /** The heading, e.g. 'countries - Europe' or 'countries - e-learning'. */
  title: string;
  /** Where each box leads (the GPA and the e-learning variants differ). */
  linkTo: (country: ContinentCountry) => string;
}

/**
 * A searchable list of country boxes; the search filters in memory on pre-lowered names. Every box stays mounted
 * and a search only hides the others: mounting boxes again (links, risk meters, tooltips, clocks) when a search
 * widens cost a quarter of a second per key over 250 countries, hiding them costs a few milliseconds.
 */
export function CountryList({ countries, title, linkTo }: CountryListProps): ReactElement {
  const { t } = useTranslation(GPA_NS);
  const api = useService(TOKENS.LegacyApi);
  const [times] = useState(() => new CountryTimes(api));
  const [query, setQuery] = useState('');
  const index = useMemo(() => indexCountries(countries), [countries]);
  const shown = useMemo(() => new Set(searchCountries(index, query)), [index, query]);

  return (
    <section className="gpa-country-list">
      <PageHeading>{title}</PageHeading>
      <input
        type="search"
        className="form-input gpa-search"
        aria-label={t('list.search')}
        placeholder={t('list.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ul className="gpa-country-boxes">
        {countries.map((country) => (
          <CountryBox key={country.country_id} country={country} linkTo={linkTo} times={times} hidden={!shown.has(country)} />
        ))}
      </ul>
      {shown.size === 0 ? <p className="gpa-empty">{t('list.empty')}</p> : null}
    </section>
  );
}
