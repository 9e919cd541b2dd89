import { DOC_TYPE_FILTERS, matchesTypeFilter, type Document, type DocTypeFilter } from '../contract';

/** The list's order: by title (A to Z) or by date (newest first). */
export type DocOrder = 'name' | 'date';

/** The filters of a documents screen (spec part 2 §2), as the address keeps them. */
export interface DocFilters {
  order: DocOrder;
  /** A project id, or null for every project. */
  project: number | null;
  type: DocTypeFilter;
  /** A creation year, or null for every year. */
  year: number | null;
  /** Words the title must contain (case-insensitive). */
  search: string;
}

export const DEFAULT_DOC_FILTERS: DocFilters = { order: 'date', project: null, type: 0, year: null, search: '' };

const TYPE_VALUES: readonly number[] = DOC_TYPE_FILTERS.map((choice) => choice.value);

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^[0-9]{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value > 0 ? value : null;
}

/** Reads the filters from the address; a value that is not valid is the default (and leaves the address). */
export function parseDocFilters(params: URLSearchParams): DocFilters {
  const type = Number(params.get('type') ?? '0');
  return {
    order: params.get('order') === 'name' ? 'name' : 'date',
    project: positiveInteger(params.get('project')),
    type: TYPE_VALUES.includes(type) ? (type as DocTypeFilter) : 0,
    year: positiveInteger(params.get('year')),
    search: (params.get('q') ?? '').slice(0, 200),
  };
}

/** The address of these filters: only what differs from the defaults, so a plain /Ops stays plain. */
export function docFiltersParams(filters: DocFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.order !== DEFAULT_DOC_FILTERS.order) params.set('order', filters.order);
  if (filters.project !== null) params.set('project', String(filters.project));
  if (filters.type !== 0) params.set('type', String(filters.type));
  if (filters.year !== null) params.set('year', String(filters.year));
  if (filters.search.trim() !== '') params.set('q', filters.search);
  return params;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** The documents the filters keep, in their order. */
export function filterDocs(docs: readonly Document[], filters: DocFilters): Document[] {
  const words = filters.search.trim().toLocaleLowerCase();
  const kept = docs.filter(
    (doc) =>
      (filters.project === null || doc.buildings.includes(filters.project)) &&
      matchesTypeFilter(doc.category, filters.type) &&
      (filters.year === null || doc.creation_year === filters.year) &&
      (words === '' || doc.title.toLocaleLowerCase().includes(words)),
  );
  if (filters.order === 'name') return kept.sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id);
  // ISO 8601 UTC texts sort as their instants do.
  return kept.sort((a, b) => (a.last_update < b.last_update ? 1 : a.last_update > b.last_update ? -1 : b.id - a.id));
}

/** The years the documents were created in, newest first: the year filter's choices. */
export function docYears(docs: readonly Document[]): number[] {
  return [...new Set(docs.map((doc) => doc.creation_year))].sort((a, b) => b - a);
}
