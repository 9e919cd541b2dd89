import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { isRiskLevel, RISK_LEVELS } from '@vigil/core';
import { useRegionNames, useTranslation } from '@vigil/web-sdk';
import { NAT_NS } from './nat-i18n';
import type { FilterChoices, NewsAlertsStore } from './news-alerts-store';
import { NEWS_SEARCH_DEBOUNCE_MS } from './news-query';
import { NEWS_SEARCH_MAX } from './news-url';

function toId(value: string): number | undefined {
  return value ? Number(value) : undefined;
}

interface ChoiceSelectProps {
  label: string;
  value: number | undefined;
  choices: FilterChoices<{ id: number; name: string }>;
  /** The name shown (in the user's language), the choices sorted by it; without it, the names as they came. */
  nameOf?: (choice: { id: number; name: string }) => string;
  onChange: (value: number | undefined) => void;
}

/** A select of id/name choices with 'All' first; disabled and described when its choices could not load. */
const ChoiceSelect = observer(function ChoiceSelect({ label, value, choices, nameOf, onChange }: ChoiceSelectProps): ReactElement {
  const { t } = useTranslation(NAT_NS);
  const id = useId();
  const names = useRegionNames();
  const shown = nameOf
    ? choices.items.map((choice) => ({ id: choice.id, name: nameOf(choice) })).sort((a, b) => names.compare(a.name, b.name))
    : choices.items;
  return (
    <div className="nat-filter">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value === undefined ? '' : String(value)}
        disabled={choices.failed}
        title={choices.failed ? t('filters.unavailable') : undefined}
        onChange={(event) => onChange(toId(event.target.value))}
      >
        <option value="">{t('filters.all')}</option>
        {shown.map((choice) => (
          <option key={choice.id} value={String(choice.id)}>
            {choice.name}
          </option>
        ))}
      </select>
    </div>
  );
});

/**
 * The five filters of spec part 2 §2. The search applies once typing pauses; every change reloads page 0.
 */
export const NewsFiltersBar = observer(function NewsFiltersBar({ store }: { store: NewsAlertsStore }): ReactElement {
  const { t } = useTranslation(NAT_NS);
  const searchId = useId();
  const levelId = useId();
  const [search, setSearch] = useState(store.filters.search);
  const applied = useRef(store.filters.search);

  // The address changed the search (Back, Forward): the box follows.
  useEffect(() => {
    if (store.filters.search === applied.current) return;
    applied.current = store.filters.search;
    setSearch(store.filters.search);
  }, [store.filters.search]);

  useEffect(() => {
    if (search === applied.current) return undefined;
    const timer = setTimeout(() => {
      applied.current = search;
      store.setFilters({ search });
    }, NEWS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, store]);

  const { filters } = store;
  const names = useRegionNames();
  const countryNames = new Map(store.countries.items.map((country) => [country.id, names.country(country.iso2, country.name)]));
  return (
    <form className="nat-filters" role="search" aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
      <div className="nat-filter nat-filter-search">
        <label htmlFor={searchId}>{t('filters.search')}</label>
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={NEWS_SEARCH_MAX}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <ChoiceSelect label={t('filters.zone')} value={filters.zone} choices={store.zones} nameOf={(zone) => names.continent(zone.name)} onChange={(zone) => store.setFilters({ zone })} />
      <ChoiceSelect
        label={t('filters.country')}
        value={filters.country}
        choices={store.countryChoices}
        nameOf={(country) => countryNames.get(country.id) ?? country.name}
        onChange={(country) => store.setFilters({ country })}
      />
      <div className="nat-filter">
        <label htmlFor={levelId}>{t('filters.level')}</label>
        <select
          id={levelId}
          value={filters.alertLevel ?? ''}
          onChange={(event) => store.setFilters({ alertLevel: isRiskLevel(event.target.value) ? event.target.value : undefined })}
        >
          <option value="">{t('filters.all')}</option>
          {RISK_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`levels.${level}`)}
            </option>
          ))}
        </select>
      </div>
      <ChoiceSelect
        label={t('filters.category')}
        value={filters.category}
        choices={store.categories}
        onChange={(category) => store.setFilters({ category })}
      />
    </form>
  );
});
