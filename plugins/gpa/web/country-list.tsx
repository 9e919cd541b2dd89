import { useMemo, useRef, useState, type ReactElement } from 'react';
import { PageHeading, TOKENS, useRegionNames, useService, useTranslation } from '@vigil/web-sdk';
import type { ContinentCountry } from '../contract';
import { CountryBox } from './country-box';
import { indexCountries, searchCountries } from './country-search';
import { CountryTimes } from './country-times';
import { GPA_NS } from './gpa-i18n';
import { useViewportWindow } from './use-viewport-window';

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
 * widens cost a quarter of a second per key over 250 countries. Of the matches, those from the list's start to the
 * bottom of the window are shown, and a few rows more a frame later (useViewportWindow): showing all 250 boxes
 * again on a key cost the browser 35–60 ms of style and layout, a screenful costs a fraction of that.
 */
export function CountryList({ countries, title, linkTo }: CountryListProps): ReactElement {
  const { t } = useTranslation(GPA_NS);
  const api = useService(TOKENS.Api);
  const [times] = useState(() => new CountryTimes(api));
  const [query, setQuery] = useState('');
  const names = useRegionNames();
  // Names in the user's language (from the ISO code the flag spells), in that language's order.
  const localised = useMemo(
    () => countries.map((country) => ({ ...country, name: names.country(country.flag, country.name) })).sort((a, b) => names.compare(a.name, b.name)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names change exactly with the language.
    [countries, names.language],
  );
  const index = useMemo(() => indexCountries(localised), [localised]);
  const matches = useMemo(() => searchCountries(index, query), [index, query]);
  const list = useRef<HTMLUListElement>(null);
  const { count, reserve } = useViewportWindow(list, matches);
  const shown = useMemo(() => new Set(matches.slice(0, count)), [matches, count]);

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
      {/* While only part of the matches is shown, screen readers hear how many there are and where the rest is. */}
      <ul
        ref={list}
        className="gpa-country-boxes"
        aria-label={count < matches.length ? t('list.shownOf', { shown: count, total: matches.length }) : undefined}
        style={reserve ? { paddingBottom: reserve } : undefined}
      >
        {localised.map((country) => (
          <CountryBox key={country.country_id} country={country} linkTo={linkTo} times={times} hidden={!shown.has(country)} />
        ))}
      </ul>
      {matches.length === 0 ? <p className="gpa-empty">{t('list.empty')}</p> : null}
    </section>
  );
}
