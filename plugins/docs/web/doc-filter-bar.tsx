import { useId, type ReactElement } from 'react';
import { useTranslation } from '@vigil/web-sdk';
import { DOC_TYPE_FILTERS, type DocBuilding, type DocTypeFilter } from '../contract';
import type { DocFilters } from './doc-filters';
import { DOCS_NS } from './docs-i18n';

const TYPE_KEYS: Readonly<Record<DocTypeFilter, string>> = { 0: 'types.all', 1: 'types.procedure', [-1]: 'types.security', 2: 'types.client' };

export interface DocFilterBarProps {
  filters: DocFilters;
  buildings: readonly DocBuilding[];
  years: readonly number[];
  onChange(filters: DocFilters): void;
}

/** The list's filters (spec part 2 §2, §9): order, project, type, year and the title search. */
export function DocFilterBar({ filters, buildings, years, onChange }: DocFilterBarProps): ReactElement {
  const { t } = useTranslation(DOCS_NS);
  const id = useId();
  const set = (change: Partial<DocFilters>): void => onChange({ ...filters, ...change });
  return (
    <div className="docs-filters" role="group" aria-label={t('filters.label')}>
      <label htmlFor={`${id}-order`}>{t('filters.order')}</label>
      <select id={`${id}-order`} value={filters.order} onChange={(event) => set({ order: event.target.value === 'name' ? 'name' : 'date' })}>
        <option value="date">{t('filters.byDate')}</option>
        <option value="name">{t('filters.byName')}</option>
      </select>
      <label htmlFor={`${id}-project`}>{t('filters.project')}</label>
      <select id={`${id}-project`} value={filters.project ?? ''} onChange={(event) => set({ project: event.target.value === '' ? null : Number(event.target.value) })}>
        <option value="">{t('filters.allProjects')}</option>
        {buildings.map((building) => (
          <option key={building.id} value={building.id}>
            {building.label}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-type`}>{t('filters.type')}</label>
      <select id={`${id}-type`} value={filters.type} onChange={(event) => set({ type: Number(event.target.value) as DocTypeFilter })}>
        {DOC_TYPE_FILTERS.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {t(TYPE_KEYS[choice.value])}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-year`}>{t('filters.year')}</label>
      <select id={`${id}-year`} value={filters.year ?? ''} onChange={(event) => set({ year: event.target.value === '' ? null : Number(event.target.value) })}>
        <option value="">{t('filters.allYears')}</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-search`}>{t('filters.search')}</label>
      <input id={`${id}-search`} type="search" value={filters.search} maxLength={200} onChange={(event) => set({ search: event.target.value })} />
    </div>
  );
}
