import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../i18n';
import { csvDelimiter, csvFileName, downloadCsv, toCsv } from './list-csv';
import { usePagination } from './use-pagination';
import { usePrinting } from './use-printing';

/** One column of a list: what its cell says (searched and exported) and what it sorts by. */
export interface ListColumn<T> {
  id: string;
  /** The header, in the user's language; also the CSV's header. */
  label: string;
  /** The cell as text, as the screen shows it. */
  text(row: T): string;
  /** What the column sorts by when its text would sort wrongly (a date by its ISO time, a percentage by number). */
  sortValue?(row: T): string | number | null;
  /** False for a column of actions. */
  sortable?: boolean;
  /** False for a column the CSV leaves out (actions). */
  exported?: boolean;
}

export type SortDirection = 'ascending' | 'descending';

export interface ListSort {
  column: string;
  direction: SortDirection;
}

export interface ListViewOptions<T> {
  /** Memoise them (useMemo over `t`): a new array re-sorts the list. */
  columns: readonly ListColumn<T>[];
  /** Rows per page; without it the list is shown whole. */
  pageSize?: number;
  /** The order the list arrives in, when it is a column's (claims come newest first). */
  initialSort?: ListSort | null;
  /** The CSV file's name, without the date and extension ('insurance-claims'). */
  fileName: string;
}

export interface ListView<T> {
  columns: readonly ListColumn<T>[];
  query: string;
  setQuery(query: string): void;
  sort: ListSort | null;
  /** A first click sorts ascending, the next one flips the direction. */
  toggleSort(column: string): void;
  /** The value of the column header's aria-sort. */
  sortOf(column: string): SortDirection | 'none';
  /** Every row that matches the search, in the chosen order. */
  rows: readonly T[];
  /** The rows to render: the current page, or all of `rows` when showing all or printing. */
  shown: readonly T[];
  /** Rows before the search. */
  total: number;
  page: number;
  pageCount: number;
  setPage(page: number): void;
  /** Whether `shown` is one page of several (not showing all, not printing). */
  paged: boolean;
  /** Every row on screen, so that the browser's find (Ctrl+F) sees them all. */
  showAll: boolean;
  setShowAll(showAll: boolean): void;
  /** The CSV of `rows` (all that match, not only the page), with the columns' texts. */
  csv(): string;
  downloadCsv(): void;
}

/** Lower case without accents: 'niccolo' finds 'Niccolò'. */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Sort by column, search, pages, 'Show all rows' and CSV over a list held in the browser (lists are capped at
 * LONG_LIST_MAX or EMPLOYEE_LIST_MAX rows by the server, so all of it is here). The search matches every word
 * of the query against the row's texts, ignoring case and accents.
 */
export function useListView<T>(items: readonly T[], options: ListViewOptions<T>): ListView<T> {
  const { columns, pageSize, initialSort = null, fileName } = options;
  const { language } = useTranslation('common');
  const [query, setQueryState] = useState('');
  const [sort, setSort] = useState<ListSort | null>(initialSort);
  const [showAll, setShowAll] = useState(false);
  const printing = usePrinting();

  const rows = useMemo(() => {
    const words = searchKey(query).split(/\s+/).filter(Boolean);
    const matching =
      words.length === 0
        ? items
        : items.filter((row) => {
            const text = searchKey(columns.map((column) => column.text(row)).join('\n'));
            return words.every((word) => text.includes(word));
          });
    const column = sort ? columns.find((candidate) => candidate.id === sort.column) : undefined;
    if (!sort || !column) return matching;
    const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
    const value = column.sortValue ?? column.text;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    const keyed = matching.map((row) => ({ row, key: value(row) }));
    keyed.sort((a, b) => {
      // Empty values go last in either direction.
      if (a.key === null || a.key === '') return b.key === null || b.key === '' ? 0 : 1;
      if (b.key === null || b.key === '') return -1;
      const order = typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : collator.compare(String(a.key), String(b.key));
      return sign * order;
    });
    return keyed.map((entry) => entry.row);
  }, [items, query, sort, columns, language]);

  const pages = usePagination(rows, pageSize ?? Math.max(1, rows.length));
  const { setPage } = pages;
  const whole = showAll || printing || pageSize === undefined;

  const setQuery = useCallback(
    (next: string) => {
      setQueryState(next);
      setPage(1);
    },
    [setPage],
  );

  const toggleSort = useCallback((column: string) => {
    setSort((current) =>
      current?.column === column
        ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { column, direction: 'ascending' },
    );
  }, []);

  const csv = useCallback(() => {
    const exported = columns.filter((column) => column.exported !== false);
    const header = exported.map((column) => column.label);
    return toCsv([header, ...rows.map((row) => exported.map((column) => column.text(row)))], csvDelimiter(language));
  }, [columns, rows, language]);

  return {
    columns,
    query,
    setQuery,
    sort,
    toggleSort,
    sortOf: (column) => (sort?.column === column ? sort.direction : 'none'),
    rows,
    shown: whole ? rows : pages.pageItems,
    total: items.length,
    page: pages.page,
    pageCount: pages.pageCount,
    setPage,
    paged: !whole && pages.pageCount > 1,
    showAll,
    setShowAll,
    csv,
    downloadCsv: () => downloadCsv(csvFileName(fileName), csv()),
  };
}
